import { COOKIE_NAMES, encodeProfile } from '@sbc/session/cookies';
import { clearCookie, readSessionFromCookieHeader, serializeCookie } from '@sbc/session/server';

/** Member connection answers are personal: never stored by a browser or a shared cache. */
export const NO_STORE = 'no-store';

/** Whether cookies must be `Secure`: when the public site is served over HTTPS. */
export function isSecureSite(webUrl: string): boolean {
  return webUrl.startsWith('https://');
}

/**
 * `Set-Cookie` values that log the member in on the public site: Member-Token (the raw token)
 * and member_profile (`encodeURIComponent(JSON.stringify(profile))`), 7 days, Path=/,
 * SameSite=Lax, Secure over HTTPS. Not HttpOnly: the header avatar reads them in the browser.
 */
export function memberSessionCookies(token: string, profile: object, secure: boolean): string[] {
  return [
    serializeCookie(COOKIE_NAMES.memberToken, token, { secure }),
    serializeCookie(COOKIE_NAMES.memberProfile, encodeProfile(profile), { secure }),
  ];
}

/** `Set-Cookie` values that refresh the cached profile only. */
export function memberProfileCookie(profile: object, secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.memberProfile, encodeProfile(profile), { secure });
}

/** `Set-Cookie` values that log the member out of the public site. */
export function clearMemberCookies(secure: boolean): string[] {
  return [
    clearCookie(COOKIE_NAMES.memberToken, { secure }),
    clearCookie(COOKIE_NAMES.memberProfile, { secure }),
  ];
}

/** The request's Member-Token, or `null` when it does not count as present (SPEC section 4). */
export function memberTokenOf(request: Request): string | null {
  return readSessionFromCookieHeader(request.headers.get('Cookie')).memberToken;
}

/** Response headers with the no-store policy and the given cookies. */
export function noStoreHeaders(cookies: readonly string[] = []): Headers {
  const headers = new Headers({ 'Cache-Control': NO_STORE });
  for (const cookie of cookies) headers.append('Set-Cookie', cookie);
  return headers;
}
