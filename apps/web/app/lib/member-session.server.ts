import { isApiError } from '@sbc/api-client/core';
import { env } from '../env.server';
import { memberApiFor } from './member-api.server';
import {
  clearMemberCookies,
  isSecureSite,
  memberCheckDue,
  memberProfileCookies,
  memberTokenOf,
} from './member-cookies.server';

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

/**
 * The `Set-Cookie` values a page answer carries for a member whose session is due a check
 * (`memberCheckDue`): the profile as the API has it now (a name or photo changed in the member
 * area shows in the header), or, when the session has ended, the cookies that forget it. None
 * when no check is due, or when the API cannot tell (the next page asks again).
 */
export async function renewMemberCookies(request: Request): Promise<string[]> {
  if (!memberCheckDue(request.headers.get('Cookie'))) return [];
  const token = memberTokenOf(request);
  if (token === null) return [];
  const secure = isSecureSite(env.WEB_URL);
  try {
    const { member_profile } = await memberApiFor(token).checkMemberConnection({
      signal: AbortSignal.any([request.signal, AbortSignal.timeout(2000)]),
    });
    return memberProfileCookies(member_profile, secure);
  } catch (error) {
    return isEndedSession(error) ? clearMemberCookies(secure) : [];
  }
}
