import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { readQuery } from '../../lib/search-params';
import { nowInSeconds } from '../../lib/wib-day';
import { pickDefaultLesson } from './lessons';

/**
 * `/admin/presence/course/:slug`: the course with its topics and lessons, and the members'
 * presence at the chosen lesson (`?lesson=`; by default the lesson held today, if any).
 */
export async function courseLoader({ params, request }: LoaderFunctionArgs) {
  requireSession(request);
  const search = new URL(request.url).searchParams;
  const q = readQuery(search);
  const course = await adminApi.getCourse(
    { body: { course_id: params.slug ?? '' } },
    { signal: request.signal },
  );
  const lessons = course.topics.flatMap((topic) => topic.lessons);
  const asked = Number(search.get('lesson'));
  const lesson =
    lessons.find((l) => l.id === asked) ??
    (search.has('lesson') ? undefined : pickDefaultLesson(lessons, nowInSeconds()));
  const attendance = lesson
    ? await adminApi.listCoursePresence(
        { body: { lesson_id: lesson.id, q } },
        { signal: request.signal },
      )
    : null;
  return { course, lesson: lesson ?? null, attendance, q };
}

export type CourseLoaderData = Awaited<ReturnType<typeof courseLoader>>;
