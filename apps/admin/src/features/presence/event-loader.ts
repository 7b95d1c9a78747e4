import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';

/** Participants per page: server-side paging keeps 5 000 registrations quick. */
export const PARTICIPANTS_PER_PAGE = 50;

export const STATUS_FILTERS = ['all', 'present', 'absent'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

/** `/admin/presence/:slug`: the event with its counts and one page of its participants. */
export async function eventLoader({ params, request }: LoaderFunctionArgs) {
  requireSession(request);
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const status = readChoice(search, 'status', STATUS_FILTERS, 'all');
  const page = readPage(search);
  const event = await adminApi.getAdminEvent(
    { params: { id: params.slug ?? '' } },
    { signal: request.signal },
  );
  const participants = await adminApi.listEventPresence(
    { body: { event_id: event.id, q, status, page, perPage: PARTICIPANTS_PER_PAGE } },
    { signal: request.signal },
  );
  return { event, participants, q, status, page };
}

export type EventLoaderData = Awaited<ReturnType<typeof eventLoader>>;
