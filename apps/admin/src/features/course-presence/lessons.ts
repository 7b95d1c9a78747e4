import { isSameWibDay, wibDayRange } from '../../lib/wib-day';

/** What the lesson helpers need of a lesson. */
export interface LessonTimes {
  id: number;
  starts_at: number;
  ends_at: number;
}

/** The lesson to open first: the one held today (WIB), else none. */
export function pickDefaultLesson<T extends LessonTimes>(
  lessons: readonly T[],
  now: number,
): T | undefined {
  return lessons.find(
    (l) => isSameWibDay(l.starts_at, now) || (l.starts_at <= now && l.ends_at >= now),
  );
}

/** Where a lesson stands in time, for its badge. */
export function lessonTiming(lesson: LessonTimes, now: number): 'today' | 'past' | 'upcoming' {
  if (isSameWibDay(lesson.starts_at, now) || (lesson.starts_at <= now && lesson.ends_at >= now))
    return 'today';
  return lesson.ends_at < now ? 'past' : 'upcoming';
}

/**
 * Whether presence can be recorded at a lesson: from the WIB day it starts on, and on ever after
 * (a paper list recorded later). The API refuses earlier check-ins with the same rule
 * (apps/api/src/modules/presence/check-in-window.ts).
 */
export function isPresenceOpen(lesson: Pick<LessonTimes, 'starts_at'>, now: number): boolean {
  return lesson.starts_at < wibDayRange(now).end;
}

/**
 * A lesson's number within its course, from 1, in the order of its topics and their lessons: the
 * course report's columns (P1, P2…) and the attendance file's name count the same way.
 */
export function meetingNumber(
  topics: readonly { lessons: readonly { id: number }[] }[],
  lessonId: number,
): number {
  return topics.flatMap((topic) => topic.lessons).findIndex((l) => l.id === lessonId) + 1;
}
