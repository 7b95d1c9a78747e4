import { type ReactNode } from 'react';
import { MAIN_CONTENT_ID, SkipLink } from '../skip-link';

/**
 * Id of an empty element right after the skip link, where a page notice shown over the page (the
 * cookie notice) is placed: fixed on screen wherever it sits in the page, it is then the first
 * thing Tab and a screen reader reach, not the last.
 */
export const NOTICE_SLOT_ID = 'pemberitahuan-situs';

/** Props of {@link DefaultLayout}. */
export interface DefaultLayoutProps {
  /** The site navbar; it owns its own `<header>` landmark and sticky behaviour. */
  header: ReactNode;
  /** The site footer, rendered after the main content. */
  footer: ReactNode;
  /** Optional top alert banner shown above the navbar (nothing when absent). */
  banner?: ReactNode;
  /** Floating widgets (cookie banner, help button) placed after the footer. */
  overlays?: ReactNode;
  children: ReactNode;
}

/**
 * Frame of the public site (SPEC 2, "default" layout): skip link, the notice slot, alert banner,
 * navbar, main content and footer, with the footer pushed to the bottom on short pages.
 */
export function DefaultLayout({ header, footer, banner, overlays, children }: DefaultLayoutProps) {
  return (
    <div className="bg-surface text-ink flex min-h-dvh flex-col">
      <SkipLink />
      <div id={NOTICE_SLOT_ID} />
      {banner}
      {header}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  );
}
