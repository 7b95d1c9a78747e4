import { describe, expect, it } from 'vitest';
import {
  isPresenceOpen,
  type LessonTimes,
  lessonTiming,
  meetingNumber,
  pickDefaultLesson,
} from './lessons';

// 2026-11-22 10:00 WIB = 03:00 UTC.
const NOW = Date.UTC(2026, 10, 22, 3) / 1000;
const HOUR = 3600;
const lessons: [LessonTimes, LessonTimes, LessonTimes] = [
  { id: 1, starts_at: NOW - 48 * HOUR, ends_at: NOW - 46 * HOUR },
  // 22 November 23:30 WIB (16:30 UTC): the same WIB day.
  { id: 2, starts_at: NOW + 13.5 * HOUR, ends_at: NOW + 14.5 * HOUR },
  { id: 3, starts_at: NOW + 48 * HOUR, ends_at: NOW + 50 * HOUR },
];

describe('pickDefaultLesson', () => {
  it('opens the lesson held today in WIB', () => {
    expect(pickDefaultLesson(lessons, NOW)?.id).toBe(2);
  });

  it('opens nothing when no lesson is today', () => {
    expect(pickDefaultLesson([lessons[0], lessons[2]], NOW)).toBeUndefined();
  });

  it('counts a lesson that runs across midnight as today', () => {
    const overnight = { id: 9, starts_at: NOW - 12 * HOUR, ends_at: NOW + HOUR };
    expect(pickDefaultLesson([overnight], NOW)?.id).toBe(9);
  });
});

describe('lessonTiming', () => {
  it.each([
    [0, 'past'],
    [1, 'today'],
    [2, 'upcoming'],
  ] as const)('lesson %i is %s', (index, expected) => {
    expect(lessonTiming(lessons[index], NOW)).toBe(expected);
  });
});

describe('isPresenceOpen', () => {
  // The API's rule (check-in-window.ts): from the WIB day a lesson starts on, and on after it.
  it.each([
    ['a past lesson', NOW - 48 * HOUR, true],
    ['a lesson earlier today', NOW - HOUR, true],
    ['a lesson later today, 23.30 WIB', NOW + 13.5 * HOUR, true],
    ['a lesson tomorrow at 00.00 WIB', NOW + 14 * HOUR, false],
    ['a lesson in two days', NOW + 48 * HOUR, false],
  ])('%s: %s', (_, startsAt, expected) => {
    expect(isPresenceOpen({ starts_at: startsAt }, NOW)).toBe(expected);
  });
});

describe('meetingNumber', () => {
  const topics = [{ lessons: [{ id: 9 }, { id: 4 }] }, { lessons: [] }, { lessons: [{ id: 2 }] }];

  it.each([
    [9, 1],
    [4, 2],
    [2, 3],
  ])('lesson %i is meeting %i of the course, counted across its topics', (id, expected) => {
    expect(meetingNumber(topics, id)).toBe(expected);
  });
});
