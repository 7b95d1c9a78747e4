import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TrailStep } from '../../lib/about-meta';

export interface AboutHeaderProps {
  /** The trail after "Beranda", ending with this page. */
  trail: readonly TrailStep[];
  title: string;
  lead?: ReactNode;
}

/** The opening band of an about page: breadcrumb, title and a short introduction. */
export function AboutHeader({ trail, title, lead }: AboutHeaderProps) {
  const steps = [{ name: 'Beranda', path: '/' }, ...trail];
  return (
    <div className="focus-inverse bg-brand text-ink-inverse relative overflow-hidden">
      <span
        aria-hidden="true"
        className="absolute -top-24 -right-16 h-72 w-72 rounded-full bg-white/5"
      />
      <span
        aria-hidden="true"
        className="absolute -bottom-28 left-10 h-56 w-56 rounded-full bg-amber-300/10"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-12 md:pt-10 md:pb-16">
        <nav aria-label="Jejak navigasi">
          <ol className="text-brand-100 flex flex-wrap items-center gap-1.5 text-sm">
            {steps.map((step, index) => {
              const isLast = index === steps.length - 1;
              return (
                <li key={step.path} className="flex items-center gap-1.5">
                  {isLast ? (
                    <span aria-current="page" className="font-semibold text-white">
                      {step.name}
                    </span>
                  ) : (
                    <>
                      <Link to={step.path} className="hover:text-white hover:underline">
                        {step.name}
                      </Link>
                      <span aria-hidden="true">/</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold md:text-4xl">{title}</h1>
        {lead ? <div className="text-brand-100 mt-3 max-w-2xl text-lg">{lead}</div> : null}
      </div>
    </div>
  );
}
