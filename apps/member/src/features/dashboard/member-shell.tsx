import { Logo } from '@sbc/ui/logo';
import { type ReactNode } from 'react';
import { env } from '../../env';
import { BackToSiteLink } from './back-to-site-link';

const barLinkClass =
  'items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold hover:bg-white/10 sm:px-4';

/**
 * The member area's frame: a brand-blue bar with the logo, the way back to the public site and
 * logout, then the page. Logout goes through the public site's /disconnect-member, which ends
 * its session and then this host's (/logout).
 */
export function MemberShell({ children }: { children: ReactNode }) {
  return (
    <div className="bg-surface-muted text-ink flex min-h-dvh flex-col">
      <a
        href="#konten-utama"
        className="text-brand sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Langsung ke konten
      </a>
      <header className="focus-inverse bg-brand text-ink-inverse">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
          <a href={`${env.WEB_URL}/`} className="flex shrink-0 items-center gap-3">
            <Logo tone="inverse" label="" className="h-9 w-auto" />
            <span className="hidden text-sm font-semibold tracking-wide text-white/90 sm:inline">
              Area Anggota
            </span>
            <span className="sr-only">SBC, ke situs utama</span>
          </a>
          <nav aria-label="Menu anggota" className="ml-auto flex items-center gap-1">
            <BackToSiteLink className={`${barLinkClass} hidden md:inline-flex`} />
            <a
              href={`${env.WEB_URL}/disconnect-member`}
              className={`${barLinkClass} inline-flex ring-1 ring-white/40`}
            >
              Keluar
            </a>
          </nav>
        </div>
      </header>
      <main id="konten-utama" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <footer className="border-line text-ink-muted border-t bg-white py-6 text-center text-sm">
        © {new Date().getFullYear()} SBC. Area Anggota.
      </footer>
    </div>
  );
}
