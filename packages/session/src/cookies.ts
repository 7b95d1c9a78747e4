/**
 * Cookie names, lifetime and value encoding (SPEC 9, ARCHITECTURE 9). Shared by
 * the browser client and the SSR helpers, so both read and write the same bytes.
 */

/** Exact cookie names. */
export const COOKIE_NAMES = {
  adminToken: 'Admin-Token',
  memberToken: 'Member-Token',
  adminProfile: 'admin_profile',
  memberProfile: 'member_profile',
  visitorId: 'visitor-id',
} as const;

/** One of the cookie names above. */
export type CookieName = (typeof COOKIE_NAMES)[keyof typeof COOKIE_NAMES];

/** Token and profile cookies last 7 days. */
export const COOKIE_MAX_AGE_SECONDS = 604_800;
/** Every cookie is scoped to the whole site. */
export const COOKIE_PATH = '/';

/** The visitor-id cookie lasts a year (docs/decisions/002-visitor-cookie-lifetime.md). */
export const VISITOR_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Sent on top-level navigations from other sites (links from the member host), not on cross-site posts. */
export const COOKIE_SAME_SITE = 'Lax';

/** Attributes every session cookie is written with. */
export type SessionCookieAttributes = {
  path: typeof COOKIE_PATH;
  sameSite: typeof COOKIE_SAME_SITE;
  secure: boolean;
  maxAgeSeconds: number;
};

/**
 * The attributes of a session cookie: 7 days, path `/`, `SameSite=Lax`,
 * `Secure` when the site is served over HTTPS.
 */
export function cookieAttributes({ secure }: { secure: boolean }): SessionCookieAttributes {
  return {
    path: COOKIE_PATH,
    sameSite: COOKIE_SAME_SITE,
    secure,
    maxAgeSeconds: COOKIE_MAX_AGE_SECONDS,
  };
}

/**
 * Anything outside RFC 6265 cookie-octets, plus a `%` that does not start an
 * escape. `u` makes a surrogate pair one match, so it is encoded as one character.
 */
const UNSAFE_IN_COOKIE = /%(?![0-9A-Fa-f]{2})|[^\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]/gu;
/** UTF-8 of U+FFFD, for lone surrogates that `encodeURIComponent` refuses. */
const ENCODED_REPLACEMENT_CHAR = '%EF%BF%BD';

function encodeChar(char: string): string {
  try {
    return encodeURIComponent(char);
  } catch {
    return ENCODED_REPLACEMENT_CHAR;
  }
}

/**
 * Makes a value safe to put in a cookie. Cookie-octets stay as they are, so a
 * raw token (JWT, base64url) and an already encoded profile pass unchanged;
 * spaces, `;`, `,`, `"`, `\`, control and non-ASCII characters are
 * percent-encoded. Tokens the API issues never contain `%`, so an existing
 * `%XX` is taken to be an escape and kept.
 */
export function escapeCookieValue(value: string): string {
  return value.replace(UNSAFE_IN_COOKIE, encodeChar);
}

/**
 * Reverses {@link escapeCookieValue}: decodes every valid run of `%XX`
 * escapes and leaves malformed ones as they are. Never throws.
 */
export function unescapeCookieValue(raw: string): string {
  return raw.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** The stored form of a profile: `encodeURIComponent(JSON.stringify(profile))`. */
export function encodeProfile(profile: object): string {
  return encodeURIComponent(JSON.stringify(profile));
}

/**
 * Reads a profile written by {@link encodeProfile}. Returns `null` for a
 * missing, malformed or non-object value; never throws.
 */
export function decodeProfile<T = unknown>(raw: string | null | undefined): T | null {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(raw));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as T)
      : null;
  } catch {
    return null;
  }
}
