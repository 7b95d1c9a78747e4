import type { AdminEvent } from '@sbc/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { describeError } from '../../lib/errors';
import { isSameWibDay, nowInSeconds } from '../../lib/wib-day';

/** A lesson held today, with the course it belongs to. */
export interface TodayLesson {
  id: number;
  title: string;
  starts_at: number;
  ends_at: number;
  course_slug: string;
  course_title: string;
}

/** Course details fetched at most for this many courses with a lesson today. */
const MAX_COURSES = 6;

async function lessonsToday(now: number): Promise<TodayLesson[]> {
  const courses = await adminApi.listCourses({ body: { perPage: 100 } });
  const withLessonToday = courses.data
    .filter((c) => c.next_lesson_at !== null && isSameWibDay(c.next_lesson_at, now))
    .slice(0, MAX_COURSES);
  const details = await Promise.all(
    withLessonToday.map((c) => adminApi.getCourse({ body: { course_id: c.slug } })),
  );
  return details
    .flatMap((course) =>
      course.topics.flatMap((topic) =>
        topic.lessons
          .filter((lesson) => isSameWibDay(lesson.starts_at, now))
          .map((lesson) => ({ ...lesson, course_slug: course.slug, course_title: course.title })),
      ),
    )
    .sort((a, b) => a.starts_at - b.starts_at);
}

/** One part of the agenda: its rows, or why they could not be loaded. */
export type AgendaPart<T> = { items: T[]; error: null } | { items: null; error: string };

async function settle<T>(load: Promise<T[]>): Promise<AgendaPart<T>> {
  try {
    return { items: await load, error: null };
  } catch (error) {
    return { items: null, error: describeError(error).message };
  }
}

/** `/admin/`: today's events and lessons; a failing part does not hide the rest of the page. */
export async function landingLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  const now = nowInSeconds();
  const [events, lessons] = await Promise.all([
    settle<AdminEvent>(
      adminApi.listAdminEvents({ body: { when: 'today', perPage: 20 } }).then((r) => r.data),
    ),
    settle(lessonsToday(now)),
  ]);
  return { events, lessons };
}

export type LandingLoaderData = Awaited<ReturnType<typeof landingLoader>>;
