import { type ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/** Props of {@link ClassLayout}. */
export interface ClassLayoutProps {
  /** Topics and lessons of the course. */
  sidebar: ReactNode;
  /** Bar above both columns (course title, back link, member menu). */
  header: ReactNode;
  /** Accessible name of the sidebar landmark. */
  sidebarLabel?: string;
  children: ReactNode;
}

/**
 * Frame of the course ("class") view (SPEC 2): a header, then a lesson sidebar beside the
 * lesson content on wide screens; on small screens the sidebar becomes a short scrolling
 * list above the content.
 */
export function ClassLayout({
  sidebar,
  header,
  sidebarLabel = 'Daftar materi',
  children,
}: ClassLayoutProps) {
  return (
    <div className="bg-surface text-ink flex min-h-dvh flex-col">
      <SkipLink />
      {header}
      <div className="flex flex-1 flex-col lg:flex-row">
        <aside
          aria-label={sidebarLabel}
          className="border-line bg-surface-muted max-h-72 overflow-y-auto border-b lg:sticky lg:top-0 lg:max-h-dvh lg:w-80 lg:shrink-0 lg:border-r lg:border-b-0"
        >
          {sidebar}
        </aside>
        <main
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-10"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
