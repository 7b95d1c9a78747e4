/**
 * Where the public site sends paths that belong to another app (ARCHITECTURE section 2).
 * Pure functions, so the rules are unit-tested without a server.
 */

/** Same path and query on another app's origin: `/admin/presence?x=1` -> `ADMIN_URL/admin/presence?x=1`. */
export function buildAppRedirect(origin: string, requestUrl: URL): string {
  return origin + requestUrl.pathname + requestUrl.search;
}

// Any origin works here: it only tells whether a value would leave the site it is resolved on.
const PROBE_ORIGIN = 'http://sbc.invalid';

/**
 * The `return` query when it is a relative path on our own site, else `/`.
 * Rejects absolute and protocol-relative URLs (`//evil.example`, `/\evil.example`, `/\t/evil.example`),
 * which browsers would follow to another host.
 */
export function toSafeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return '/';
  let resolved: URL;
  try {
    resolved = new URL(value, PROBE_ORIGIN);
  } catch {
    return '/';
  }
  if (resolved.origin !== PROBE_ORIGIN) return '/';
  return resolved.pathname + resolved.search + resolved.hash;
}

/** `/login?return=/blog` -> `MEMBER_URL/login?return=<WEB_URL/blog, encoded>`. */
export function buildLoginRedirect(
  origins: { webUrl: string; memberUrl: string },
  returnParam: string | null | undefined,
): string {
  const returnUrl = origins.webUrl + toSafeReturnPath(returnParam);
  return `${origins.memberUrl}/login?return=${encodeURIComponent(returnUrl)}`;
}
