import { Logo } from '@sbc/ui/logo';
import { type ReactNode } from 'react';
import { env } from '../env';
import { linkClass } from './field-styles';

/** Props of {@link GuestFrame}. */
export interface GuestFrameProps {
  /** Classes of the `<main>`: the card of the login pages, or a plain column. */
  mainClassName: string;
  children: ReactNode;
}

/**
 * The member area's pages without the member bar (SPEC 2, "empty" layout): login, register,
 * password and error pages. The logo and the way back to the public site are the page's banner,
 * the copyright line its footer, so every part sits in a landmark as on the dashboard.
 */
export function GuestFrame({ mainClassName, children }: GuestFrameProps) {
  const siteHref = `${env.WEB_URL}/`;
  return (
    <div className="bg-brand-50 text-ink flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <header className="mb-6 flex flex-col items-center gap-3 text-sm">
        <a href={siteHref} className="rounded-xl">
          <Logo label="" className="h-12 w-auto" />
          <span className="sr-only">SBC, ke situs utama</span>
        </a>
        <a href={siteHref} className={linkClass}>
          <span aria-hidden="true">←</span> Kembali ke situs SBC
        </a>
      </header>
      <main id="konten-utama" tabIndex={-1} className={`${mainClassName} focus:outline-none`}>
        {children}
      </main>
      <footer className="text-ink-muted mt-6 text-center text-sm">
        © {new Date().getFullYear()} SBC. Area Anggota.
      </footer>
    </div>
  );
}
