import { type Participation } from '@sbc/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { memberPublicApi, publicApi } from '../../lib/api';
import { API_UNAVAILABLE_MESSAGE, httpStatusOf } from '../../lib/messages';
import { memberSession } from '../../lib/session';

/**
 * The member's registration for the event and what registering costs them
 * (`event/is_participant` with the member token), or null. A token the API no longer accepts
 * ends the session here: the page then offers login.
 */
async function readParticipation(eventId: number, signal: AbortSignal): Promise<Participation | null> {
  try {
    return await memberPublicApi.isParticipant({ query: { event_id: eventId } }, { signal });
  } catch (error) {
    if (httpStatusOf(error) === 401) {
      memberSession.logout();
      return null;
    }
    throw error;
  }
}

/** `/mobile/events/:slug`: the event, and for a member their registration. */
export async function eventLoader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug?.trim() ?? '';
  if (!slug) throw data(null, { status: 404 });
  const { signal } = request;
  try {
    const event = await publicApi.getEventDetail({ params: { id: slug } }, { signal });
    const participation = memberSession.isLoggedIn() ? await readParticipation(event.id, signal) : null;
    // The API refuses registrations once the event has ended, even when it is still open.
    const isClosed = !event.registration_open || event.ends_at * 1000 < Date.now();
    return {
      event,
      registration: participation?.registration ?? null,
      isClosed,
      /** What registering costs this member; null for a guest (the guest form shows the general price). */
      price: participation ? { amount: participation.price, memberPrice: participation.member_price } : null,
    };
  } catch (error) {
    if (httpStatusOf(error) === 404) throw data(null, { status: 404 });
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}
