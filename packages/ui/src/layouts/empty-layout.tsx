import { type ReactNode } from 'react';
import { Logo } from '../logo';
import { MAIN_CONTENT_ID } from '../skip-link';

/** Props of {@link EmptyLayout}. */
export interface EmptyLayoutProps {
  /** Where the logo above the card leads (for example the public site); no link when absent. */
  logoHref?: string;
  /** Small print under the card, such as a copyright line. */
  footnote?: ReactNode;
  children: ReactNode;
}

/**
 * Frame without navigation (SPEC 2, "empty" layout): a centred card on a soft brand
 * background with the logo above it, for login, register and password pages.
 */
export function EmptyLayout({ logoHref, footnote, children }: EmptyLayoutProps) {
  const logo = <Logo className="h-12 w-auto" />;
  return (
    <div className="bg-brand-50 text-ink flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="mb-6">{logoHref === undefined ? logo : <a href={logoHref}>{logo}</a>}</div>
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="bg-surface ring-brand-100 w-full max-w-md rounded-2xl p-6 shadow-lg ring-1 focus:outline-none sm:p-8"
      >
        {children}
      </main>
      {footnote === undefined ? null : (
        <div className="text-ink-muted mt-6 text-center text-sm">{footnote}</div>
      )}
    </div>
  );
}
