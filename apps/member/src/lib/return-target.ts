import { safeReturnUrl } from '@sbc/session/guards';

/** Our own origins, the only places a `return` may lead to. */
export interface Origins {
  webUrl: string;
  memberUrl: string;
  webviewUrl: string;
}

/**
 * Where the browser goes after logging in: to another of our hosts through a connect link
 * (the public site or the webviews), or to a page of this member host.
 */
export type AfterLogin =
  | { kind: 'connect'; returnUrl: string }
  | { kind: 'webview'; returnUrl: string }
  | { kind: 'local'; path: string };

/**
 * Decides the destination after login or register from the login page's `return` query.
 * No `return`: the member opened this host directly, so the dashboard. A `return` on this host:
 * that page. A `return` on the public site or the webviews: there, via a connect link.
 * Anything else (a foreign or malformed URL): the public site's home.
 */
export function resolveAfterLogin(
  returnParam: string | null | undefined,
  origins: Origins,
): AfterLogin {
  if (!returnParam) return { kind: 'local', path: '/' };
  const allowed = [origins.webUrl, origins.memberUrl, origins.webviewUrl];
  const safe = safeReturnUrl(returnParam, allowed, '');
  if (safe === '') return { kind: 'connect', returnUrl: `${origins.webUrl}/` };
  const url = new URL(safe, origins.memberUrl);
  if (url.origin === new URL(origins.memberUrl).origin) {
    return { kind: 'local', path: `${url.pathname}${url.search}${url.hash}` };
  }
  // The webviews exchange a `?code=` themselves (they have no connect page of their own).
  if (url.origin === new URL(origins.webviewUrl).origin) return { kind: 'webview', returnUrl: url.href };
  return { kind: 'connect', returnUrl: url.href };
}

/**
 * The public site's connect link. It carries the single-use connect code, never the session
 * token, which must not appear in a URL (browser history, logs, Referer headers).
 */
export function buildConnectUrl(webUrl: string, code: string, returnUrl: string): string {
  const query = new URLSearchParams({ token: code, return: returnUrl });
  return `${webUrl}/connect-to-member?${query.toString()}`;
}

/** The `?return=…` of the current page, to carry between the login and register pages. */
export function returnSearch(returnParam: string | null | undefined): string {
  return returnParam ? `?${new URLSearchParams({ return: returnParam }).toString()}` : '';
}

/** A webview page with a single-use connect code added, which the webview exchanges for its session. */
export function withConnectCode(returnUrl: string, code: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('code', code);
  return url.href;
}
