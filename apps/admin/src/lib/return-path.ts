import { ADMIN_LOGIN_PATH } from '@sbc/session/guards';
import { redirect } from 'react-router';

/**
 * The console page an admin was sent away from to sign in (a session that ended at the door, a
 * bookmarked event), kept for this tab in sessionStorage: the login page's address stays exactly
 * `/admin/login` (SPEC section 5), and the sign-in goes back to that page instead of the home.
 */
const KEY = 'sbc-admin-return';

/** A console page to come back to: under `/admin/`, not the login or logout page, no other host. */
export function isReturnPath(path: string): boolean {
  return (
    /^\/admin\/[^/\\]/.test(path) &&
    !/^\/admin\/(login|logout)\/?(?:[?#]|$)/.test(path) &&
    !/\s/.test(path)
  );
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Sends the browser to the login page, remembering the page it was on. */
export function redirectToLogin(request: Request): never {
  const url = new URL(request.url);
  const path = `${url.pathname}${url.search}`;
  if (isReturnPath(path)) storage()?.setItem(KEY, path);
  throw redirect(new URL(ADMIN_LOGIN_PATH, request.url).href);
}

/** Whether a page is waiting for the admin to sign in. */
export function hasReturnPath(): boolean {
  const path = storage()?.getItem(KEY);
  return typeof path === 'string' && isReturnPath(path);
}

/** The remembered page, forgotten as it is taken; null when there is none. */
export function takeReturnPath(): string | null {
  const path = storage()?.getItem(KEY) ?? null;
  storage()?.removeItem(KEY);
  return path !== null && isReturnPath(path) ? path : null;
}
