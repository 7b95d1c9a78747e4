import { data, type LoaderFunctionArgs, type ShouldRevalidateFunction } from 'react-router';
import { memberApi } from '../../lib/api';
import { type MyCourse } from '../../lib/report-types';
import { requireMember, rethrowForLogin } from '../../lib/require-member';

/** What the class page renders. */
export interface ClassData {
  course: MyCourse;
}

/**
 * `/kelas/:slug`: `memberAuth` like the dashboard, then the member's own course with that
 * slug; a course the member does not follow (or that does not exist) is a 404.
 */
export async function classLoader({ request, params }: LoaderFunctionArgs): Promise<ClassData> {
  requireMember(request);
  let courses: MyCourse[];
  try {
    courses = await memberApi.listMyCourses({ signal: request.signal });
  } catch (error) {
    rethrowForLogin(error, request);
  }
  const course = courses.find((c) => c.slug === params.slug);
  if (!course) throw data(null, { status: 404 });
  return { course };
}

/** Choosing another lesson only changes `?pertemuan=`: the course is already here. */
export const classShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);
