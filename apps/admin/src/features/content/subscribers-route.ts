import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';

export const SUBSCRIBERS_PER_PAGE = 25;
export const SUBSCRIBER_FILTERS = ['all', 'active', 'pending', 'unsubscribed'] as const;

/** `/admin/content/subscribers`: newsletter subscribers by status. */
export async function subscribersLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('content');
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const page = readPage(search);
  const status = readChoice(search, 'status', SUBSCRIBER_FILTERS, 'all');
  const subscribers = await adminApi.listSubscribers(
    { body: { q, page, perPage: SUBSCRIBERS_PER_PAGE, status: status === 'all' ? undefined : status } },
    { signal: request.signal },
  );
  return { subscribers, q, page, status };
}

export type SubscribersLoaderData = Awaited<ReturnType<typeof subscribersLoader>>;
