import { formatTime, WIB_LABEL, wibDay } from '@sbc/format/date';
import { type MyCourse, type MyLesson } from './report-types';

/** The WIB calendar day of a Unix time, `"2026-11-23"`: equal on the same day, ordered by day. */
const dayOf = (seconds: number) => wibDay(new Date(seconds * 1000));

/** The member's presence for one lesson. */
export type LessonPresence = 'present' | 'absent' | 'upcoming';

/** How the member's presence is shown. */
export const PRESENCE_LABELS: Record<LessonPresence, string> = {
  present: 'Hadir',
  absent: 'Belum hadir',
  upcoming: 'Akan datang',
};

/** Every lesson of a course in time order, whatever topic it belongs to. */
export function courseLessons(course: Pick<MyCourse, 'topics'>): MyLesson[] {
  return course.topics.flatMap((t) => t.lessons).sort((a, b) => a.starts_at - b.starts_at);
}

/**
 * The member's presence for a lesson at `now`: recorded (`present`), not started yet
 * (`upcoming`), or started without a recorded presence (`absent`).
 */
export function lessonPresence(
  lesson: Pick<MyLesson, 'present' | 'starts_at'>,
  now: number,
): LessonPresence {
  if (lesson.present) return 'present';
  return lesson.starts_at > now ? 'upcoming' : 'absent';
}

/** Whether a lesson falls on today's date in WIB. */
export function isToday(lesson: Pick<MyLesson, 'starts_at'>, now: number): boolean {
  return dayOf(lesson.starts_at) === dayOf(now);
}

/** Attended lessons out of all lessons of the course. */
export interface Attendance {
  present: number;
  total: number;
  /** `Hadir 5 dari 8 pertemuan`. */
  label: string;
}

/** How many of a course's lessons the member attended. */
export function courseAttendance(course: Pick<MyCourse, 'topics'>): Attendance {
  const lessons = courseLessons(course);
  const present = lessons.filter((l) => l.present).length;
  return {
    present,
    total: lessons.length,
    label: `Hadir ${present} dari ${lessons.length} pertemuan`,
  };
}

/**
 * The lesson to show: the one asked for by id when the course has it; else today's lesson (WIB),
 * else the next one to come, else the last one; `null` for a course without lessons.
 *
 * @param course the course
 * @param now Unix seconds
 * @param requestedId a lesson id from the address, if any
 */
export function pickLesson(
  course: Pick<MyCourse, 'topics'>,
  now: number,
  requestedId?: number | null,
): MyLesson | null {
  const lessons = courseLessons(course);
  const requested = lessons.find((l) => l.id === requestedId);
  if (requested) return requested;
  const today = dayOf(now);
  return lessons.find((l) => dayOf(l.starts_at) >= today) ?? lessons.at(-1) ?? null;
}

/** The lesson going on now or the next one to come, for a course card. */
export function nextLesson(course: Pick<MyCourse, 'topics'>, now: number): MyLesson | null {
  return courseLessons(course).find((l) => l.ends_at > now) ?? null;
}

/** The hours of a lesson, `19.30–21.00 WIB`. */
export function lessonHours(lesson: Pick<MyLesson, 'starts_at' | 'ends_at'>): string {
  const start = formatTime(lesson.starts_at).replace(` ${WIB_LABEL}`, '');
  return `${start}–${formatTime(lesson.ends_at)}`;
}
