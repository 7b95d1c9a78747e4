import { data, type LoaderFunctionArgs } from 'react-router';
import { publicApi } from '../../lib/api';
import { API_UNAVAILABLE_MESSAGE } from '../../lib/messages';
import { currentMember, seesMemberPrice } from '../../lib/current-member';

/** Events per page of the list. */
export const EVENTS_PER_PAGE = 10;

/** The tab (`?when=`, upcoming by default) and page (`?page=`, from 1) of the list. */
export function readEventsQuery(url: URL): { when: 'upcoming' | 'past'; page: number } {
  const when = url.searchParams.get('when') === 'past' ? 'past' : 'upcoming';
  const page = Number(url.searchParams.get('page'));
  return { when, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/**
 * One page of upcoming (soonest first) or past (latest first) events, with the member price for a
 * member whose session the API still knows.
 */
export async function eventsLoader({ request }: LoaderFunctionArgs) {
  const { when, page } = readEventsQuery(new URL(request.url));
  const { signal } = request;
  try {
    const [list, member] = await Promise.all([
      publicApi.listEvents({ body: { when, page, perPage: EVENTS_PER_PAGE } }, { signal }),
      currentMember(signal),
    ]);
    const pageCount = Math.max(1, Math.ceil(list.totalRecords / EVENTS_PER_PAGE));
    return { when, page, pageCount, events: list.data, memberPrice: seesMemberPrice(member) };
  } catch {
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}
