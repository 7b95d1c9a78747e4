import { type ComponentType, type ReactNode } from 'react';
import { ConnectedLink } from './connected-link';

/** Props of {@link ActivityCard}. */
export interface ActivityCardProps {
  /** Id of the heading, which labels the section. */
  id: string;
  title: string;
  Icon: ComponentType<{ className?: string }>;
  /** A link beside the heading (for example to buy a membership). */
  action?: ReactNode;
  children: ReactNode;
}

/** One of the dashboard's activity sections: an icon, a heading, an optional link, the list. */
export function ActivityCard({ id, title, Icon, action, children }: ActivityCardProps) {
  return (
    <section
      aria-labelledby={id}
      className="ring-line rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span
          aria-hidden="true"
          className="bg-brand-50 text-brand-700 inline-flex size-10 shrink-0 items-center justify-center rounded-xl"
        >
          <Icon className="size-5" />
        </span>
        <h2 id={id} className="text-brand-900 mr-auto text-lg font-bold">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  text: string;
  cta: string;
  href: string;
}

/** What a section says when the member has nothing there yet, with a way to change that. */
export function EmptyState({ text, cta, href }: EmptyStateProps) {
  return (
    <div className="bg-surface-muted rounded-xl px-4 py-5 text-center sm:text-left">
      <p className="text-ink-muted text-sm">{text}</p>
      <ConnectedLink
        href={href}
        className="text-brand-700 hover:text-brand-900 mt-2 inline-flex items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
      >
        {cta} <span aria-hidden="true">→</span>
      </ConnectedLink>
    </div>
  );
}
