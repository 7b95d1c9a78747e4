import { describe, expect, it } from 'vitest';
import {
  courseAttendance,
  courseLessons,
  lessonHours,
  isToday,
  lessonPresence,
  nextLesson,
  pickLesson,
} from './course';
import { type MyLesson } from './report-types';

/** Unix seconds of a WIB wall-clock time. */
const wib = (iso: string) => Date.parse(`${iso}+07:00`) / 1000;

const lesson = (id: number, start: string, present = false): MyLesson => ({
  id,
  title: `Pertemuan ${id}`,
  starts_at: wib(start),
  ends_at: wib(start) + 90 * 60,
  present,
});

const course = {
  topics: [
    {
      id: 1,
      title: 'Dasar',
      lessons: [lesson(2, '2026-11-09T19:30:00', true), lesson(1, '2026-11-02T19:30:00')],
    },
    {
      id: 2,
      title: 'Lanjut',
      lessons: [lesson(3, '2026-11-23T19:30:00'), lesson(4, '2026-11-30T19:30:00')],
    },
  ],
};

describe('courseLessons', () => {
  it('lists every lesson of every topic in time order', () => {
    expect(courseLessons(course).map((l) => l.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('courseAttendance', () => {
  it('counts attended lessons out of all lessons', () => {
    expect(courseAttendance(course)).toEqual({
      present: 1,
      total: 4,
      label: 'Hadir 1 dari 4 pertemuan',
    });
  });

  it('reads zero for a course without lessons', () => {
    expect(courseAttendance({ topics: [] }).label).toBe('Hadir 0 dari 0 pertemuan');
  });
});

describe('lessonPresence', () => {
  const now = wib('2026-11-23T04:00:00');
  it.each([
    ['present', lesson(2, '2026-11-09T19:30:00', true)],
    ['absent', lesson(1, '2026-11-02T19:30:00')],
    ['upcoming', lesson(3, '2026-11-23T19:30:00')],
  ] as const)('reads %s', (expected, l) => {
    expect(lessonPresence(l, now)).toBe(expected);
  });
});

describe('isToday', () => {
  it('compares calendar days in WIB, not UTC', () => {
    // 00:30 WIB on 23 November is still 22 November in UTC.
    const now = wib('2026-11-23T00:30:00');
    expect(isToday(lesson(3, '2026-11-23T19:30:00'), now)).toBe(true);
    expect(isToday(lesson(5, '2026-11-22T23:00:00'), now)).toBe(false);
  });
});

describe('pickLesson', () => {
  it('takes the lesson asked for when the course has it', () => {
    expect(pickLesson(course, wib('2026-11-23T04:00:00'), 1)?.id).toBe(1);
  });

  it("defaults to today's lesson, even after it ended, and ignores an unknown id", () => {
    expect(pickLesson(course, wib('2026-11-23T22:00:00'), 99)?.id).toBe(3);
  });

  it('defaults to the next lesson, then to the last one', () => {
    expect(pickLesson(course, wib('2026-11-24T08:00:00'))?.id).toBe(4);
    expect(pickLesson(course, wib('2027-01-01T08:00:00'))?.id).toBe(4);
    expect(pickLesson({ topics: [] }, 0)).toBeNull();
  });
});

describe('nextLesson', () => {
  it('gives the lesson going on or the next one, and null when all are over', () => {
    expect(nextLesson(course, wib('2026-11-23T20:00:00'))?.id).toBe(3);
    expect(nextLesson(course, wib('2026-11-23T21:30:00'))?.id).toBe(4);
    expect(nextLesson(course, wib('2027-01-01T00:00:00'))).toBeNull();
  });
});

describe('lessonHours', () => {
  it('gives start and end in WIB', () => {
    expect(lessonHours(lesson(1, '2026-11-02T19:30:00'))).toBe('19.30–21.00 WIB');
  });
});
