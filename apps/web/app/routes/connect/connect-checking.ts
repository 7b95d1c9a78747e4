import { redirect } from 'react-router';
import { env } from '../../env.server';
import { memberApiFor } from '../../lib/member-api.server';
import {
  clearMemberCookies,
  isSecureSite,
  memberProfileCookies,
  memberTokenOf,
  noStoreHeaders,
} from '../../lib/member-cookies.server';
import { connectReturnTarget } from '../../lib/member-return.server';
import { isEndedSession } from '../../lib/member-session.server';
import type { Route } from './+types/connect-checking';

/**
 * `/connect-checking?return=`: is this site's member session still alive? Yes: the cached
 * profile is refreshed and the browser goes on to `return`. No (or no cookie): the member
 * cookies go and the browser goes home. When the API cannot tell, nothing changes.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const target = connectReturnTarget(new URL(request.url).searchParams.get('return'), env.WEB_URL);
  const secure = isSecureSite(env.WEB_URL);
  const token = memberTokenOf(request);
  if (token === null) return redirect('/', { headers: noStoreHeaders(clearMemberCookies(secure)) });
  try {
    const { member_profile } = await memberApiFor(token).checkMemberConnection({
      signal: request.signal,
    });
    return redirect(target, {
      headers: noStoreHeaders(memberProfileCookies(member_profile, secure)),
    });
  } catch (error) {
    if (isEndedSession(error)) {
      return redirect('/', { headers: noStoreHeaders(clearMemberCookies(secure)) });
    }
    return redirect(target, { headers: noStoreHeaders() });
  }
}
