import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One step of a page's breadcrumb after "Beranda": its name and path. */
export interface HeroStep {
  name: string;
  path: string;
}

export interface PageHeroProps {
  /** The trail after "Beranda", ending with this page. */
  trail: readonly HeroStep[];
  title: string;
  lead?: ReactNode;
  /** Extra content under the lead (chips, counts). */
  children?: ReactNode;
}

/** The dark blue opening band of the contact, newsletter and gallery pages: breadcrumb, title, lead. */
export function PageHero({ trail, title, lead, children }: PageHeroProps) {
  const steps = [{ name: 'Beranda', path: '/' }, ...trail];
  return (
    <div className="focus-inverse bg-brand text-ink-inverse relative overflow-hidden">
      <span aria-hidden="true" className="absolute -top-24 -right-16 size-72 rounded-full bg-white/5" />
      <span aria-hidden="true" className="absolute -bottom-28 left-10 size-56 rounded-full bg-amber-300/10" />
      <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-12 md:pt-10 md:pb-16">
        <nav aria-label="Jejak navigasi">
          <ol className="text-brand-100 flex flex-wrap items-center gap-1.5 text-sm">
            {steps.map((step, index) =>
              index === steps.length - 1 ? (
                <li key={step.path}>
                  <span aria-current="page" className="font-semibold text-white">
                    {step.name}
                  </span>
                </li>
              ) : (
                <li key={step.path} className="flex items-center gap-1.5">
                  <Link to={step.path} className="hover:text-white hover:underline">
                    {step.name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 className="mt-4 max-w-3xl text-3xl font-bold md:text-4xl">{title}</h1>
        {lead ? <div className="text-brand-100 mt-3 max-w-2xl text-lg">{lead}</div> : null}
        {children}
      </div>
    </div>
  );
}
