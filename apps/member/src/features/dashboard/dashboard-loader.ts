import { type MemberProfile } from '@sbc/contract';
import { isApiError } from '@sbc/api-client/core';
import { isRedirect, memberAuth } from '@sbc/session/guards';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { env } from '../../env';
import { memberApi } from '../../lib/api';
import { memberSession } from '../../lib/session';

/** What the dashboard renders. */
export interface DashboardData {
  profile: MemberProfile;
}

function guard(request: Request) {
  return memberAuth({
    memberToken: memberSession.getToken(),
    currentUrl: request.url,
    memberUrl: env.MEMBER_URL,
  });
}

/**
 * `memberAuth` (SPEC section 5): without a Member-Token, to MEMBER_URL/login?return=<this page>.
 * With one, the fresh profile, which also refreshes the member_profile cookie.
 */
export async function dashboardLoader({ request }: LoaderFunctionArgs): Promise<DashboardData> {
  const result = guard(request);
  if (isRedirect(result)) throw redirect(result.redirect);
  try {
    const profile = await memberApi.getMemberProfile({ signal: request.signal });
    memberSession.setProfile(profile);
    return { profile };
  } catch (error) {
    // A revoked session: the client has cleared the cookies, so the guard now asks to log in.
    const retry = guard(request);
    if (isApiError(error) && error.httpStatus === 401 && isRedirect(retry))
      throw redirect(retry.redirect);
    throw error;
  }
}
