import { createMemberClient } from '@sbc/api-client/member';
import { env } from '../../env';
import { memberSession } from '../../lib/session';

/**
 * `/logout`: clears this host's cookies, then revokes the session on the server. The public
 * site's /disconnect-member ends here, so logging out there logs out the member host too. The
 * cookies go first, so the browser is signed out even when the page is left before the server
 * answers; the revocation uses the token read before.
 */
export async function logoutLoader(): Promise<null> {
  const token = memberSession.getToken();
  memberSession.logout();
  if (token) {
    try {
      await createMemberClient({ baseURL: env.API_URL, getToken: () => token }).logoutMember();
    } catch {
      // Already expired or revoked, or the API is away: the cookies are gone all the same.
    }
  }
  return null;
}
