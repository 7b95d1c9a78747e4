import { redirectToLogin } from './return-path';
import { adminSession } from './session';

/**
 * For page loaders, which run side by side with the root guard: without a token they must not
 * call the API (its 401 would clear the cookies and reload, again and again), so they send the
 * browser to the login page as the guard does, remembering the page to come back to.
 */
export function requireSession(request: Request): void {
  if (!adminSession.getToken()) redirectToLogin(request);
}
