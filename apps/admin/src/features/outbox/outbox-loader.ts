import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { requireArea } from '../../lib/profile';
import { readPage } from '../../lib/search-params';

export const MAILS_PER_PAGE = 20;

/** `/admin/outbox`: the emails the product sent, newest first. */
export async function outboxLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('outbox');
  const page = readPage(new URL(request.url).searchParams);
  const mails = await adminApi.listOutbox(
    { body: { page, perPage: MAILS_PER_PAGE } },
    { signal: request.signal },
  );
  return { mails, page };
}

export type OutboxLoaderData = Awaited<ReturnType<typeof outboxLoader>>;
