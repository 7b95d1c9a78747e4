import { useLocation } from 'react-router';
import { env } from '../env';
import { getConnectNotice } from '../lib/connect-notice';
import { loginHref } from '../lib/login-href';
import { Alert } from './alert';
import { primaryButtonClass } from './styles';

/** Props of {@link LoginPrompt}. */
export interface LoginPromptProps {
  title?: string;
  /** Why this page needs a member. */
  reason: string;
}

/**
 * Shown instead of a page that needs a member session: a login link to the public site that
 * comes back here (the `memberAuth` guard's redirect, SPEC section 5).
 */
export function LoginPrompt({ title = 'Masuk sebagai anggota', reason }: LoginPromptProps) {
  const location = useLocation();
  const here = `${env.WEBVIEW_URL}${location.pathname}${location.search}`;
  const notice = getConnectNotice();
  return (
    <section
      aria-labelledby="masuk-judul"
      className="bg-surface ring-line rounded-2xl p-5 text-center shadow-sm ring-1"
    >
      {notice ? (
        <div className="mb-4 text-left">
          <Alert tone="info">
            {notice === 'refused'
              ? 'Tautan masuk dari aplikasi sudah dipakai atau kedaluwarsa. Silakan masuk lagi.'
              : 'Layanan SBC sedang tidak dapat dihubungi, jadi Anda belum masuk. Coba lagi nanti.'}
          </Alert>
        </div>
      ) : null}
      <h1 id="masuk-judul" className="text-brand-900 text-xl font-bold">
        {title}
      </h1>
      <p className="text-ink-muted mt-2 text-sm">{reason}</p>
      <a href={loginHref(env.MEMBER_URL, here)} className={`${primaryButtonClass} mt-5 w-full`}>
        Masuk / Daftar
      </a>
    </section>
  );
}
