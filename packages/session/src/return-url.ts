/**
 * Open-redirect protection for the `return` parameter (ARCHITECTURE 9:
 * `return` is only followed when it points to one of our own origins).
 */

/** Used to resolve relative candidates; `.invalid` can never be a real host. */
const PLACEHOLDER_ORIGIN = 'http://return-url.invalid';
/** One slash, then anything but another slash or a backslash (which browsers read as a slash). */
const SINGLE_SLASH_START = /^\/(?![/\\])/;

/** C0 controls and DEL; with `withSpace`, the space too. */
function isControl(char: string, withSpace = false): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code < (withSpace ? 0x21 : 0x20) || code === 0x7f;
}

/** Browsers silently drop tabs and newlines in URLs, turning `/\t/evil.com` into `//evil.com`. */
function hasControlChar(value: string): boolean {
  return [...value].some((char) => isControl(char));
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function isLocalPath(candidate: string): boolean {
  // A second decode by some consumer must not turn `/%2F%2Fevil.com` into `///evil.com`.
  const decoded = [...decodeOnce(candidate)].filter((char) => !isControl(char, true)).join('');
  if (!SINGLE_SLASH_START.test(candidate) || !SINGLE_SLASH_START.test(decoded)) return false;
  try {
    return new URL(candidate, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}

function isAllowedAbsolute(candidate: string, origins: ReadonlySet<string>): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.has(url.origin);
  } catch {
    return false;
  }
}

function normalizeOrigins(allowedOrigins: readonly string[]): Set<string> {
  const origins = new Set<string>();
  for (const origin of allowedOrigins) {
    try {
      origins.add(new URL(origin).origin);
    } catch {
      // A malformed configured origin allows nothing.
    }
  }
  return origins;
}

/**
 * Returns `candidate` when it is safe to redirect to, else `fallback`.
 * Safe means a relative path starting with a single `/` (not `//`, not `/\`,
 * also after one more percent-decoding), or an absolute http(s) URL whose
 * origin is one of `allowedOrigins`. `javascript:`, protocol-relative URLs,
 * foreign hosts and anything with control characters fall back.
 *
 * @param candidate the untrusted `return` value, already URL-decoded once
 * @param allowedOrigins our own origins, e.g. `[WEB_URL, MEMBER_URL]`
 * @param fallback where to go instead, e.g. `'/'`
 */
export function safeReturnUrl(
  candidate: string | null | undefined,
  allowedOrigins: readonly string[],
  fallback: string,
): string {
  if (typeof candidate !== 'string' || candidate === '' || hasControlChar(candidate))
    return fallback;
  if (isLocalPath(candidate)) return candidate;
  return isAllowedAbsolute(candidate, normalizeOrigins(allowedOrigins)) ? candidate : fallback;
}
