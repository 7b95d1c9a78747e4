import { data } from 'react-router';
import { Pagination } from '../../components/blog/pagination';
import { EventGrid } from '../../components/events/event-grid';
import { EventListHero } from '../../components/events/event-list-hero';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { pageCount } from '@sbc/ui/page-window';
import { readPage } from '../../lib/blog-paging';
import { readEventQuery, readEventWhen } from '../../lib/event-labels';
import { loadOr404 } from '../../lib/event-load.server';
import { eventListMeta } from '../../lib/event-meta';
import { toEventCardView } from '../../lib/event-view.server';
import type { Route } from './+types/index';

/** Cards per page: three rows of three on wide screens. */
const EVENTS_PER_PAGE = 9;

export const headers = publicPageHeaders;

/**
 * `/event`: upcoming events first (soonest first), then past ones (latest first), paged
 * (`?page=`), filtered by time (`?waktu=akan-datang|selesai|semua`) and searched (`?q=`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readPage(url.searchParams);
  const when = readEventWhen(url.searchParams);
  const query = readEventQuery(url.searchParams);
  const result = await loadOr404('POST event', () =>
    publicApi.listEvents(
      { body: { when, q: query || undefined, page, perPage: EVENTS_PER_PAGE } },
      { signal: request.signal },
    ),
  );
  const totalPages = pageCount(result.totalRecords, EVENTS_PER_PAGE);
  if (page > totalPages) throw data(null, { status: 404 });
  const now = Math.floor(Date.now() / 1000);
  return {
    when,
    query,
    page,
    totalPages,
    total: result.totalRecords,
    events: result.data.map((event) => toEventCardView(event, now)),
    meta: eventListMeta({
      siteUrl: env.WEB_URL,
      page,
      totalPages,
      isFiltered: when !== 'all' || query !== '',
    }),
  };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function EventList({ loaderData }: Route.ComponentProps) {
  const { when, query, events, page, totalPages, total } = loaderData;
  return (
    <>
      <EventListHero when={when} query={query} />
      <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
        <EventGrid events={events} when={when} query={query} total={total} />
        <Pagination page={page} totalPages={totalPages} />
      </div>
    </>
  );
}
