import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';

export const EVENTS_PER_PAGE = 12;

export const WHEN_FILTERS = ['all', 'upcoming', 'past'] as const;
export type WhenFilter = (typeof WHEN_FILTERS)[number];

/** `/admin/presence`: events with participant and attendance counts, searchable and paged. */
export async function eventsLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const when = readChoice(search, 'when', WHEN_FILTERS, 'all');
  const page = readPage(search);
  const events = await adminApi.listAdminEvents(
    { body: { q, when, page, perPage: EVENTS_PER_PAGE } },
    { signal: request.signal },
  );
  return { events, q, when, page };
}

export type EventsLoaderData = Awaited<ReturnType<typeof eventsLoader>>;
