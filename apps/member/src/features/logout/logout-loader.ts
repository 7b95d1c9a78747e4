import { quietMemberApi } from '../../lib/api';
import { memberSession } from '../../lib/session';

/**
 * `/logout`: revokes the session on the server, then clears this host's cookies. The public
 * site's /disconnect-member ends here, so logging out there logs out the member host too.
 */
export async function logoutLoader(): Promise<null> {
  if (memberSession.getToken()) {
    try {
      await quietMemberApi.logoutMember();
    } catch {
      // Already expired or revoked, or the API is away: the cookies go all the same.
    }
  }
  memberSession.logout();
  return null;
}
