import { createMemberClient } from '@sbc/api-client/member';
import { env } from '../../env';
import { memberSession } from '../../lib/session';

/**
 * `/logout`: ends the session (this host's cookies at once, then the server's revocation with the
 * token they held, see `signOut`). The public site's /disconnect-member ends here, so logging out
 * there logs out the member host too.
 */
export async function logoutLoader(): Promise<null> {
  await memberSession.signOut((token) =>
    createMemberClient({ baseURL: env.API_URL, getToken: () => token }).logoutMember(),
  );
  return null;
}
