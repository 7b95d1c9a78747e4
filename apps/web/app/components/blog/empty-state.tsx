import type { ReactNode } from 'react';
import { BookIcon } from './blog-icons';

/** A friendly message where a list has nothing to show, with an optional way on. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="bg-surface-muted ring-line mx-auto flex max-w-xl flex-col items-center rounded-2xl px-6 py-12 text-center ring-1">
      <span className="bg-brand-100 text-brand-800 flex size-14 items-center justify-center rounded-full">
        <BookIcon className="size-7" />
      </span>
      <h2 className="text-brand-900 mt-4 text-xl font-bold">{title}</h2>
      {children ? <div className="text-ink-muted mt-2">{children}</div> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}
