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
