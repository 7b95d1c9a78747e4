import { isRedirect, memberAuth } from '@sbc/session/guards';

/**
 * The member area's login link that comes back to this page (the memberAuth guard, SPEC section 5):
 * `MEMBER_URL/login?return=<this page>`. The member host sends the browser back here with a fresh
 * one-time `?code=`, which this app exchanges for its own session.
 *
 * @param memberUrl the member area's origin (`MEMBER_URL`)
 * @param currentUrl this page's absolute URL
 */
export function loginHref(memberUrl: string, currentUrl: string): string {
  const guard = memberAuth({ memberToken: null, currentUrl, memberUrl });
  return isRedirect(guard) ? guard.redirect : `${memberUrl}/login`;
}
