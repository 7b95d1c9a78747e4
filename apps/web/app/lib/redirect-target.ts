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

/** A full URL on the public site itself (`WEB_URL/event?x=1`) as its path, anything else unchanged. */
function ownPath(value: string, webUrl: string): string {
  try {
    const url = new URL(value);
    return url.origin === new URL(webUrl).origin ? url.pathname + url.search + url.hash : value;
  } catch {
    return value;
  }
}

/**
 * `/login?return=/blog` -> `MEMBER_URL/login?return=<WEB_URL/blog, encoded>`. Without `return`
 * (the header's Login/Daftar link), the page the visitor came from on this site (`Referer`).
 */
export function buildLoginRedirect(
  origins: { webUrl: string; memberUrl: string },
  returnParam: string | null | undefined,
  referer?: string | null,
): string {
  const asked = returnParam ?? referer;
  const returnUrl = origins.webUrl + toSafeReturnPath(asked ? ownPath(asked, origins.webUrl) : asked);
  return `${origins.memberUrl}/login?return=${encodeURIComponent(returnUrl)}`;
}
