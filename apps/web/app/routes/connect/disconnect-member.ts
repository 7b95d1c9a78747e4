import { redirect } from 'react-router';
import { env } from '../../env.server';
import { memberApiFor } from '../../lib/member-api.server';
import {
  clearMemberCookies,
  isSecureSite,
  memberTokenOf,
  noStoreHeaders,
} from '../../lib/member-cookies.server';
import type { Route } from './+types/disconnect-member';

/**
 * `/disconnect-member`: logs out of the public site (revokes its session, clears the member
 * cookies), then hands over to the member host's /logout, which logs out there too.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const token = memberTokenOf(request);
  if (token !== null) {
    try {
      await memberApiFor(token).logoutMember({ signal: request.signal });
    } catch {
      // Already expired or revoked, or the API is away: the cookies go all the same.
    }
  }
  const cookies = clearMemberCookies(isSecureSite(env.WEB_URL));
  return redirect(`${env.MEMBER_URL}/logout`, { headers: noStoreHeaders(cookies) });
}
