import { Logo } from '@sbc/ui/logo';
import { type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { ChevronLeftIcon } from './icons';

/** Props of {@link WebviewFrame}. */
export interface WebviewFrameProps {
  children: ReactNode;
  /** A back link in the bar (the page above this one); none on the start page. */
  backHref?: string;
  /** What the back link leads to, for screen readers. */
  backLabel?: string;
}

/**
 * The compact frame of pages opened inside the mobile app: a slim brand bar, no public
 * navbar or footer (the app around it has its own), and room for the phone's safe areas.
 */
export function WebviewFrame({ children, backHref, backLabel = 'Kembali' }: WebviewFrameProps) {
  return (
    <div className="bg-surface-muted text-ink flex min-h-dvh flex-col">
      <header className="focus-inverse bg-brand text-ink-inverse sticky top-0 z-20 pt-[env(safe-area-inset-top)] shadow-sm">
        <div className="mx-auto flex h-14 max-w-xl items-center gap-1 px-2">
          {backHref ? (
            <Link
              to={backHref}
              className="inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
            >
              <ChevronLeftIcon className="size-6" />
              <span className="sr-only">{backLabel}</span>
            </Link>
          ) : null}
          <Link
            to={paths.mobile.href()}
            className="inline-flex min-h-11 items-center gap-2 rounded-lg px-2"
          >
            <Logo tone="inverse" className="h-7 w-auto" label="" />
            <span className="text-sm font-semibold tracking-wide">Komunitas SBC</span>
          </Link>
        </div>
      </header>
      <main className="mx-auto w-full max-w-xl flex-1 px-4 py-5 pb-[max(1.5rem,env(safe-area-inset-bottom))]">
        {children}
      </main>
    </div>
  );
}
