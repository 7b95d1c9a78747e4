import { type EventDetail } from '@sbc/contract';
import { useLocation } from 'react-router';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { env } from '../../env';
import { getConnectNotice } from '../../lib/connect-notice';
import { loginHref } from '../../lib/login-href';

/** Without a member session: log in to register with one tap, or register on the public site. */
export function GuestRegistration({ event }: { event: EventDetail }) {
  const location = useLocation();
  const here = `${env.WEBVIEW_URL}${location.pathname}${location.search}`;
  const notice = getConnectNotice();
  return (
    <div className="space-y-3 text-center">
      <p className="text-ink-muted text-sm">
        {notice === 'refused'
          ? 'Tautan masuk dari aplikasi sudah kedaluwarsa. Masuk lagi untuk mendaftar.'
          : 'Masuk sebagai anggota untuk mendaftar dengan satu ketukan.'}
      </p>
      <a href={loginHref(env.MEMBER_URL, here)} className={`${primaryButtonClass} w-full`}>
        Masuk untuk mendaftar
      </a>
      <a
        href={`${env.WEB_URL}/event/${encodeURIComponent(event.event_slug)}`}
        className={`${linkClass} text-sm`}
      >
        Daftar tanpa akun di situs SBC
      </a>
    </div>
  );
}
