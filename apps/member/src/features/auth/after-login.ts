import { type MemberSession } from '@sbc/contract';
import { isApiError } from '@sbc/api-client/core';
import { redirect } from 'react-router';
import { paths } from '../../config/paths';
import { createConnectUrl, createWebviewReturnUrl, origins } from '../../lib/connect';
import { resolveAfterLogin } from '../../lib/return-target';
import { memberSession } from '../../lib/session';

/** The `return` query the login or register page was opened with. */
export function returnParamOf(request: Request): string | null {
  return new URL(request.url).searchParams.get('return');
}

/**
 * Where to go once logged in: a page of this host, or a fresh connect link to the public site.
 * Throws when the connect code cannot be created.
 */
async function afterLoginTarget(request: Request): Promise<string> {
  const after = resolveAfterLogin(returnParamOf(request), origins);
  if (after.kind === 'local') return after.path;
  return after.kind === 'webview' ? createWebviewReturnUrl(after.returnUrl) : createConnectUrl(after.returnUrl);
}

/**
 * Keeps the new session in this host's cookies, then leaves the login page. Without a connect
 * code the member still is logged in here, so the dashboard is the way on.
 */
export async function finishLogin(session: MemberSession, request: Request): Promise<Response> {
  await memberSession.login(session.token, async () => session.member_profile);
  try {
    return redirect(await afterLoginTarget(request));
  } catch {
    return redirect(paths.home.href());
  }
}

/**
 * Login and register pages for a member who is already logged in here: straight on, as after
 * a login (so "Login" on the public site needs no second password). A session the API no
 * longer knows is dropped and the page shows its form.
 */
export async function guestLoader({ request }: { request: Request }): Promise<Response | null> {
  if (!memberSession.isLoggedIn()) return null;
  try {
    return redirect(await afterLoginTarget(request));
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 401) memberSession.logout();
    return null;
  }
}
