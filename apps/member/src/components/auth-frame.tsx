import { type ReactNode } from 'react';
import { GuestFrame } from './guest-frame';

/** Props of {@link AuthFrame}. */
export interface AuthFrameProps {
  /** The document title, without the site suffix. */
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The login, register and password pages: their form in a card under the logo. */
export function AuthFrame({ title, heading, intro, children }: AuthFrameProps) {
  return (
    <GuestFrame mainClassName="bg-surface ring-brand-100 w-full max-w-md rounded-2xl p-6 shadow-lg ring-1 sm:p-8">
      <title>{`${title} | Area Anggota SBC`}</title>
      <h1 className="text-brand-900 text-2xl font-bold tracking-tight">{heading}</h1>
      {intro ? <div className="text-ink-muted mt-2 text-sm">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </GuestFrame>
  );
}
