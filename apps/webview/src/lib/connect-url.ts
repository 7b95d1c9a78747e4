/** Name of the query parameter that carries the phone app's one-time connect code. */
export const CONNECT_CODE_PARAM = 'code';

/** The connect code of a URL and the same URL without it (path, query and hash). */
export interface ConnectCodeInUrl {
  code: string;
  /** Relative URL to put in the address bar instead, for `history.replaceState`. */
  cleanUrl: string;
}

/**
 * Finds `?code=` in an absolute URL. An empty code counts as one too, so that it is removed
 * from the address bar as well; it simply fails to connect.
 *
 * @param href the page's absolute URL (`window.location.href`)
 */
export function readConnectCode(href: string): ConnectCodeInUrl | null {
  const url = new URL(href);
  const code = url.searchParams.get(CONNECT_CODE_PARAM);
  if (code === null) return null;
  url.searchParams.delete(CONNECT_CODE_PARAM);
  return { code: code.trim(), cleanUrl: `${url.pathname}${url.search}${url.hash}` };
}
