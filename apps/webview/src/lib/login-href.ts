import { auth, isRedirect } from '@sbc/session/guards';

/**
 * The public site's login link that comes back to `currentUrl`: `WEB_URL/login?return=<path and
 * query>` as the `auth` guard builds it (SPEC section 5). The public site forwards `/order` and
 * `/mobile` paths to this app, so the member lands on the same page again.
 *
 * @param webUrl the public site's origin (`WEB_URL`)
 * @param currentUrl the page to come back to (absolute URL or path)
 */
export function loginHref(webUrl: string, currentUrl: string): string {
  const guard = auth({ memberToken: null, currentUrl });
  return `${webUrl}${isRedirect(guard) ? guard.redirect : '/login'}`;
}
