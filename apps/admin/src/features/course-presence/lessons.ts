import { isCheckInOpen } from '@sbc/format/date';
import { isSameWibDay } from '../../lib/wib-day';

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

/** Whether presence can be recorded at a lesson now (`isCheckInOpen`, the API's own rule). */
export function isPresenceOpen(lesson: Pick<LessonTimes, 'starts_at'>, now: number): boolean {
  return isCheckInOpen(new Date(lesson.starts_at * 1000), new Date(now * 1000));
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
