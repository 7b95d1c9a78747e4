import { EmptyLayout } from '@sbc/ui/layouts';
import { type ReactNode } from 'react';
import { env } from '../env';
import { linkClass } from './field-styles';

/** Props of {@link AuthFrame}. */
export interface AuthFrameProps {
  /** The document title, without the site suffix. */
  title: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The empty layout (SPEC section 2) around the login, register and password pages: the card
 * under the logo, with the way back to the public site below it.
 */
export function AuthFrame({ title, heading, intro, children }: AuthFrameProps) {
  return (
    <EmptyLayout
      logoHref={`${env.WEB_URL}/`}
      footnote={
        <>
          <a href={`${env.WEB_URL}/`} className={linkClass}>
            ← Kembali ke situs SBC
          </a>
          <p className="mt-2">© {new Date().getFullYear()} SBC. Area Anggota.</p>
        </>
      }
    >
      <title>{`${title} | Area Anggota SBC`}</title>
      <h1 className="text-brand-900 text-2xl font-bold tracking-tight">{heading}</h1>
      {intro ? <div className="text-ink-muted mt-2 text-sm">{intro}</div> : null}
      <div className="mt-6">{children}</div>
    </EmptyLayout>
  );
}
