import type { ReactNode } from 'react';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  title: string;
  children?: ReactNode;
  icon?: ReactNode;
}

/** What a list shows when it has nothing: a friendly title and what to do next. */
export function EmptyState({ title, children, icon }: EmptyStateProps) {
  return (
    <div className="border-line bg-surface flex flex-col items-center rounded-2xl border border-dashed px-6 py-12 text-center">
      {icon ? (
        <div className="bg-brand-50 text-brand-700 mb-4 flex size-12 items-center justify-center rounded-full">
          {icon}
        </div>
      ) : null}
      <p className="text-ink font-semibold">{title}</p>
      {children ? <div className="text-ink-muted mt-1 max-w-md text-sm">{children}</div> : null}
    </div>
  );
}
