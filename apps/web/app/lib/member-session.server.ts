import { isApiError } from '@sbc/api-client/core';
import { env } from '../env.server';
import { clearMemberCookies, isSecureSite } from './member-cookies.server';

/** Said when a member acts with a session that has ended. */
export const SESSION_ENDED_MESSAGE = 'Sesi anggota Anda sudah berakhir. Silakan masuk kembali.';

/**
 * Whether the API refused a member's token: the session ended (a logout elsewhere, a new
 * password, its seven days). The public site then forgets it (SPEC section 8: a 401 of the member
 * client clears the stored credentials), and the member reads on as a visitor.
 */
export function isEndedSession(cause: unknown): boolean {
  return isApiError(cause) && cause.httpStatus === 401;
}

/** `headers` plus the `Set-Cookie` values that forget an ended member session on this site. */
export function forgetEndedSession(headers?: HeadersInit): Headers {
  const out = new Headers(headers);
  for (const cookie of clearMemberCookies(isSecureSite(env.WEB_URL))) out.append('Set-Cookie', cookie);
  return out;
}
