/**
 * The route guards of SPEC 5 (`adminAuth`, `auth`, `memberAuth`) as pure
 * functions: they take what the caller read (path, cookie) and return the
 * redirect to make, so React Router loaders use them on the server and in
 * the browser alike.
 */
import { presentTokenOrNull } from './rules';

export { safeReturnUrl } from './return-url';

/** Where the guard sends the user instead. */
export type GuardRedirect = { redirect: string };
/** The user may stay; `token` is the session token, or `null` where none is needed. */
export type GuardPass<T extends string | null = string> = { ok: true; token: T };
/** Outcome of a guard. */
export type GuardResult<T extends string | null = string> = GuardPass<T> | GuardRedirect;

/** The admin login page; the admin console lives under `/admin`. */
export const ADMIN_LOGIN_PATH = '/admin/login';
/** Where a logged-in admin who opens the login page goes. */
export const ADMIN_HOME_PATH = '/admin/';
/** The public site's login route (it forwards to the member host). */
export const PUBLIC_LOGIN_PATH = '/login';

/** Tells a redirect from a pass. */
export function isRedirect(result: GuardResult<string | null>): result is GuardRedirect {
  return 'redirect' in result;
}

function isAdminLoginPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '') === ADMIN_LOGIN_PATH;
}

/**
 * Admin guard. With an Admin-Token the login page redirects to `/admin/`
 * and every other page passes with the token; without one every page but
 * the login page redirects to `/admin/login`.
 */
export function adminAuth(input: {
  pathname: string;
  adminToken: string | null | undefined;
}): GuardResult<string | null> {
  const token = presentTokenOrNull(input.adminToken);
  const onLoginPage = isAdminLoginPath(input.pathname);
  if (token) return onLoginPage ? { redirect: ADMIN_HOME_PATH } : { ok: true, token };
  return onLoginPage ? { ok: true, token: null } : { redirect: ADMIN_LOGIN_PATH };
}

/**
 * Member guard for pages whose login lives on the member host: without a
 * Member-Token the browser goes to `MEMBER_URL/login?return=<currentUrl>`.
 *
 * @param input.currentUrl the absolute URL to come back to
 * @param input.memberUrl the member host's origin (`MEMBER_URL`)
 */
export function memberAuth(input: {
  memberToken: string | null | undefined;
  currentUrl: string;
  memberUrl: string;
}): GuardResult {
  const token = presentTokenOrNull(input.memberToken);
  if (token) return { ok: true, token };
  const base = input.memberUrl.replace(/\/+$/, '');
  return { redirect: `${base}/login?return=${encodeURIComponent(input.currentUrl)}` };
}

/** Path, query and nothing else of a URL or path; never starts with `//`. */
function pathAndSearch(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://localhost');
  } catch {
    return '/';
  }
  return `${parsed.pathname.replace(/^\/+/, '/')}${parsed.search}`;
}

/**
 * Member guard of the public site: without a Member-Token it sends to
 * `/login?return=<path and query of currentUrl>` on the same site.
 *
 * @param input.currentUrl the request URL (absolute) or a path
 */
export function auth(input: {
  memberToken: string | null | undefined;
  currentUrl: string;
}): GuardResult {
  const token = presentTokenOrNull(input.memberToken);
  if (token) return { ok: true, token };
  return {
    redirect: `${PUBLIC_LOGIN_PATH}?return=${encodeURIComponent(pathAndSearch(input.currentUrl))}`,
  };
}
