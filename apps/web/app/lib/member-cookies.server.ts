import { COOKIE_NAMES, encodeProfile } from '@sbc/session/cookies';
import {
  clearCookie,
  parseCookieHeader,
  readSessionFromCookieHeader,
  serializeCookie,
} from '@sbc/session/server';

/** Member connection answers are personal: never stored by a browser or a shared cache. */
export const NO_STORE = 'no-store';

/** Whether cookies must be `Secure`: when the public site is served over HTTPS. */
export function isSecureSite(webUrl: string): boolean {
  return webUrl.startsWith('https://');
}

/**
 * Marks a member session this site has asked the API about in the last
 * `MEMBER_CHECK_SECONDS`. Without it, the next page a member opens asks again: the session may
 * have ended elsewhere, or the name and photo in the header changed in the member area
 * (docs/decisions/010). HttpOnly: no script reads it.
 */
export const MEMBER_CHECKED_COOKIE = 'member_checked';
export const MEMBER_CHECK_SECONDS = 600;

/**
 * `Set-Cookie` values that log the member in on the public site: Member-Token (the raw token)
 * and member_profile (`encodeURIComponent(JSON.stringify(profile))`), 7 days, Path=/,
 * SameSite=Lax, Secure over HTTPS. Not HttpOnly: the header avatar reads them in the browser.
 * Plus the checked mark.
 */
export function memberSessionCookies(token: string, profile: object, secure: boolean): string[] {
  return [
    serializeCookie(COOKIE_NAMES.memberToken, token, { secure }),
    ...memberProfileCookies(profile, secure),
  ];
}

/** `Set-Cookie` values that refresh the cached profile, marked as just checked. */
export function memberProfileCookies(profile: object, secure: boolean): string[] {
  return [
    serializeCookie(COOKIE_NAMES.memberProfile, encodeProfile(profile), { secure }),
    serializeCookie(MEMBER_CHECKED_COOKIE, '1', {
      secure,
      httpOnly: true,
      maxAge: MEMBER_CHECK_SECONDS,
    }),
  ];
}

/** `Set-Cookie` values that log the member out of the public site. */
export function clearMemberCookies(secure: boolean): string[] {
  return [
    clearCookie(COOKIE_NAMES.memberToken, { secure }),
    clearCookie(COOKIE_NAMES.memberProfile, { secure }),
    clearCookie(MEMBER_CHECKED_COOKIE, { secure }),
  ];
}

/**
 * Whether a page request comes from a member whose session this site has not asked about
 * for `MEMBER_CHECK_SECONDS`. Cheap for everyone else: most requests carry no member token.
 */
export function memberCheckDue(cookieHeader: string | null | undefined): boolean {
  if (!cookieHeader?.includes(`${COOKIE_NAMES.memberToken}=`)) return false;
  if (readSessionFromCookieHeader(cookieHeader).memberToken === null) return false;
  return parseCookieHeader(cookieHeader)[MEMBER_CHECKED_COOKIE] === undefined;
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
