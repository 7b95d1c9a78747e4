/**
 * Session cookies during server-side rendering: read them from the request's
 * `Cookie` header and write them as `Set-Cookie` values. No DOM, no js-cookie.
 */
import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  decodeProfile,
  escapeCookieValue,
  unescapeCookieValue,
} from './cookies';
import { presentTokenOrNull } from './rules';

/** The session as one request carries it. */
export type ServerSession<MemberProfile = unknown, AdminProfile = unknown> = {
  adminToken: string | null;
  memberToken: string | null;
  memberProfile: MemberProfile | null;
  adminProfile: AdminProfile | null;
  visitorId: string | null;
};

/** Options of {@link serializeCookie}. */
export type SerializeCookieOptions = { maxAge?: number; secure: boolean; httpOnly?: boolean };

/** RFC 7230 token: the characters a cookie name may use. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** Name/value pairs as sent, values still escaped; the first of a repeated name wins. */
function parseRawCookieHeader(header: string | null | undefined): Record<string, string> {
  // No prototype, so a cookie named `__proto__` or `constructor` is just a key.
  const cookies: Record<string, string> = Object.create(null);
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"'))
      value = value.slice(1, -1);
    if (name && !(name in cookies)) cookies[name] = value;
  }
  return cookies;
}

/**
 * Parses a `Cookie` request header into name/value pairs, percent-decoding
 * the values without ever throwing (malformed escapes stay as sent).
 * The first of a repeated name wins, as browsers send the most specific first.
 */
export function parseCookieHeader(header: string | null): Record<string, string> {
  const cookies = parseRawCookieHeader(header);
  for (const name of Object.keys(cookies)) cookies[name] = unescapeCookieValue(cookies[name] ?? '');
  return cookies;
}

/**
 * Reads the session from a `Cookie` header: tokens that do not count as
 * present (missing, empty, `undefined`) are `null`, profiles are decoded
 * (`null` when missing or malformed).
 */
export function readSessionFromCookieHeader<MemberProfile = unknown, AdminProfile = unknown>(
  header: string | null,
): ServerSession<MemberProfile, AdminProfile> {
  const raw = parseRawCookieHeader(header);
  const token = (name: string) => presentTokenOrNull(unescapeCookieValue(raw[name] ?? ''));
  return {
    adminToken: token(COOKIE_NAMES.adminToken),
    memberToken: token(COOKIE_NAMES.memberToken),
    memberProfile: decodeProfile<MemberProfile>(raw[COOKIE_NAMES.memberProfile]),
    adminProfile: decodeProfile<AdminProfile>(raw[COOKIE_NAMES.adminProfile]),
    visitorId: token(COOKIE_NAMES.visitorId),
  };
}

function assertCookieName(name: string): void {
  if (!COOKIE_NAME.test(name)) throw new TypeError(`Invalid cookie name: ${JSON.stringify(name)}`);
}

function attributes(maxAge: number, secure: boolean, httpOnly: boolean): string {
  return `; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}${httpOnly ? '; HttpOnly' : ''}`;
}

/**
 * Builds a `Set-Cookie` header value: `Path=/`, `SameSite=Lax`, `Max-Age`
 * 604800 (7 days) unless given, `Secure` and `HttpOnly` on request. The value
 * goes out raw when it is made of cookie-octets (tokens, profiles from
 * `encodeProfile`), anything else is percent-encoded.
 *
 * @throws TypeError when `name` is not a valid cookie name (a programming error)
 */
export function serializeCookie(
  name: string,
  value: string,
  options: SerializeCookieOptions,
): string {
  assertCookieName(name);
  const maxAge = Math.max(0, Math.floor(options.maxAge ?? COOKIE_MAX_AGE_SECONDS));
  return `${name}=${escapeCookieValue(value)}${attributes(maxAge, options.secure, options.httpOnly ?? false)}`;
}

/**
 * Builds a `Set-Cookie` header value that deletes the cookie (`Max-Age=0`,
 * plus an `Expires` in the past for old user agents).
 */
export function clearCookie(name: string, options: { secure: boolean }): string {
  assertCookieName(name);
  return `${name}=${attributes(0, options.secure, false)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}
