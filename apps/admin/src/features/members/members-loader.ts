import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { requireArea } from '../../lib/profile';
import { readPage, readQuery } from '../../lib/search-params';

export const MEMBERS_PER_PAGE = 25;

/** `/admin/members`: members with their membership, searchable and paged. */
export async function membersLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  requireArea('members');
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const page = readPage(search);
  const members = await adminApi.listMembers(
    { body: { q, page, perPage: MEMBERS_PER_PAGE } },
    { signal: request.signal },
  );
  return { members, q, page };
}

export type MembersLoaderData = Awaited<ReturnType<typeof membersLoader>>;
