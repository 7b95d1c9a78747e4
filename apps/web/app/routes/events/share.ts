import { isApiError } from '@sbc/api-client/core';
import { publicApi } from '../../lib/api.server';
import {
  isSameSiteRequest,
  logEventFailure,
  privateJson,
  readEventReader,
} from '../../lib/event-api.server';
import { findEventDetail } from '../../lib/event-load.server';
import type { ShareResult } from '../../lib/event-types';
import { NO_STORE_HEADERS } from '../../lib/event-http';
import type { Route } from './+types/share';

const FAILED = 'Tautan berbagi belum dapat dibuat. Silakan coba lagi.';

/** Personal answers: also when fetched through React Router's `.data` requests. */
export const headers = () => NO_STORE_HEADERS;

/**
 * `GET /event/:slug/bagikan.json?ref=…`: counts a visit that came through a share link, once
 * per person (the visitor id of the cookie). The page asks after it is shown, so cached pages
 * still count, and only once the browser has a visitor id: a first-time reader is counted when
 * they accept the cookie notice, which stores one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('ref')?.trim() ?? '';
  if (!/^[a-z0-9]{4,64}$/i.test(ref)) return privateJson({ ok: false });
  const clientId = readEventReader(request).visitorId ?? undefined;
  try {
    await publicApi.getShareDetail({ query: { ref, client_id: clientId } });
    return privateJson({ ok: true });
  } catch (cause) {
    logEventFailure('GET event/share-detail', cause, isApiError(cause) ? cause.status : undefined);
    return privateJson({ ok: false });
  }
}

/**
 * `POST /event/:slug/bagikan.json`: this visitor's share link (the same one each time) and how
 * many people opened it; without a visitor id a new anonymous link whose count is not shown.
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isSameSiteRequest(request))
    return privateJson({ ok: false, message: FAILED } satisfies ShareResult, 403);
  try {
    const event = await findEventDetail(params.slug);
    if (!event)
      return privateJson({ ok: false, message: 'Event tidak ditemukan.' } satisfies ShareResult);
    const clientId = readEventReader(request).visitorId ?? undefined;
    const link = await publicApi.createShareLink({
      body: { event_id: event.id, client_id: clientId },
    });
    const visits = clientId ? link.visits : null;
    return privateJson({ ok: true, url: link.url, visits } satisfies ShareResult);
  } catch (cause) {
    logEventFailure('POST event/get-link', cause, isApiError(cause) ? cause.status : undefined);
    return privateJson({ ok: false, message: FAILED } satisfies ShareResult);
  }
}
