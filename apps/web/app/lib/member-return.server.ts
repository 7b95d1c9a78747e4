import { safeReturnUrl } from '@sbc/session/guards';

/**
 * Where to go after connecting: the `return` query when it is a path of this site or a URL on
 * its own origin (never another host: open-redirect protection), else `/`.
 */
export function connectReturnTarget(returnParam: string | null, webUrl: string): string {
  return safeReturnUrl(returnParam, [webUrl], '/');
}

/**
 * The public login link that brings the member back to the same target: `/login` with the
 * target's path as `return` (the login route takes paths of this site only).
 */
export function loginHrefFor(target: string, webUrl: string): string {
  const url = new URL(target, webUrl);
  const path = `${url.pathname}${url.search}`;
  return path === '/' ? '/login' : `/login?${new URLSearchParams({ return: path }).toString()}`;
}
