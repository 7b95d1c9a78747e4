import { type ReactNode } from 'react';
import { Logo } from '../logo';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/** Props of {@link AdminLayout}. */
export interface AdminLayoutProps {
  /** Navigation of the admin bar (Home, Presensi, Logout), shown right of the logo. */
  nav: ReactNode;
  /** Where the logo leads; defaults to the admin landing page. */
  homeHref?: string;
  children: ReactNode;
}

/**
 * Frame of the admin console (SPEC 2, "admin" layout): a sticky brand-blue top bar with the
 * logo and the app's navigation, and a centred content container.
 */
export function AdminLayout({ nav, homeHref = '/admin', children }: AdminLayoutProps) {
  return (
    <div className="bg-surface-muted text-ink flex min-h-dvh flex-col">
      <SkipLink />
      <header className="focus-inverse bg-brand text-ink-inverse sticky top-0 z-40 shadow-md">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4">
          <a href={homeHref} className="shrink-0">
            <Logo tone="inverse" label="SBC Admin" className="h-9 w-auto" />
          </a>
          <div className="flex flex-1 items-center justify-end">{nav}</div>
        </div>
      </header>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 focus:outline-none"
      >
        {children}
      </main>
    </div>
  );
}
