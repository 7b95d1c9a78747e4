import { type MemberProfile } from '@sbc/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { publicApi, sessionCheckApi } from '../../lib/api';
import { API_UNAVAILABLE_MESSAGE, httpStatusOf } from '../../lib/messages';
import { memberSession, seesMemberPrice } from '../../lib/session';

const UPCOMING_ON_HOME = 3;
const NEWS_ON_HOME = 4;

/**
 * Whom to greet: the member of this host's session, as the API knows them now. A session ended
 * elsewhere (401: its cookies are cleared) greets nobody; an unreachable API leaves the cached profile.
 */
async function greetedMember(signal: AbortSignal): Promise<Partial<MemberProfile> | null> {
  if (!memberSession.isLoggedIn()) return null;
  try {
    const { member_profile: profile } = await sessionCheckApi.checkMemberConnection({ signal });
    memberSession.setProfile(profile);
    return profile;
  } catch (error) {
    if (httpStatusOf(error) === 401) return null;
    return memberSession.getProfile<Partial<MemberProfile>>();
  }
}

/**
 * Upcoming events, the latest news, the office contact and the member to greet; a list that fails
 * is left out, both failing is a 503.
 */
export async function mobileHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const [[events, news, info], member] = await Promise.all([
    Promise.allSettled([
      publicApi.listEvents({ body: { when: 'upcoming', perPage: UPCOMING_ON_HOME } }, { signal }),
      publicApi.listNewContent({ body: { perPage: NEWS_ON_HOME } }, { signal }),
      publicApi.getInfo({ signal }),
    ]),
    greetedMember(signal),
  ]);
  if (events.status === 'rejected' && news.status === 'rejected') {
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
  return {
    events: events.status === 'fulfilled' ? events.value.data : null,
    news: news.status === 'fulfilled' ? news.value.data : null,
    info: info.status === 'fulfilled' ? info.value : null,
    firstName: member?.member_first_name ?? null,
    memberPrice: seesMemberPrice(),
  };
}
