import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { readPage, readQuery } from '../../lib/search-params';

export const COURSES_PER_PAGE = 12;

/** `/admin/presence/course`: the courses, searchable and paged. */
export async function coursesLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const page = readPage(search);
  const courses = await adminApi.listCourses(
    { body: { q, page, perPage: COURSES_PER_PAGE } },
    { signal: request.signal },
  );
  return { courses, q, page };
}

export type CoursesLoaderData = Awaited<ReturnType<typeof coursesLoader>>;
