import { data, type LoaderFunctionArgs } from 'react-router';
import { publicApi } from '../../lib/api';
import { currentMember, seesMemberPrice } from '../../lib/current-member';
import { API_UNAVAILABLE_MESSAGE } from '../../lib/messages';

const UPCOMING_ON_HOME = 3;
const NEWS_ON_HOME = 4;

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
    currentMember(signal),
  ]);
  if (events.status === 'rejected' && news.status === 'rejected') {
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
  return {
    events: events.status === 'fulfilled' ? events.value.data : null,
    news: news.status === 'fulfilled' ? news.value.data : null,
    info: info.status === 'fulfilled' ? info.value : null,
    firstName: member?.member_first_name ?? null,
    memberPrice: seesMemberPrice(member),
  };
}
