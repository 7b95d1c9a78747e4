import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeftIcon } from './icons';

/** Props of {@link PageHeader}. */
export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** A link back to the list this page belongs to. */
  back?: { to: string; label: string };
  /** Buttons at the right (below the title on phones). */
  actions?: ReactNode;
  /** Sets the document title (`… | Admin SBC`). */
  documentTitle: string;
}

/** The heading of a console page: optional back link, title, description and actions. */
export function PageHeader({ title, description, back, actions, documentTitle }: PageHeaderProps) {
  return (
    <header className="mb-6">
      <title>{`${documentTitle} | Admin SBC`}</title>
      {back ? (
        <Link
          to={back.to}
          className="text-brand-700 hover:text-brand-900 mb-3 inline-flex items-center gap-1.5 text-sm font-semibold"
        >
          <ArrowLeftIcon className="size-4" />
          {back.label}
        </Link>
      ) : null}
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-brand-900 text-2xl font-bold md:text-3xl">{title}</h1>
          {description ? (
            <div className="text-ink-muted mt-1.5 max-w-3xl">{description}</div>
          ) : null}
        </div>
        {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
      </div>
    </header>
  );
}
