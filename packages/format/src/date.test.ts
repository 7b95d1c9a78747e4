import { describe, expect, it } from 'vitest';
import {
  isCheckInOpen,
  formatDate,
  formatDateRange,
  formatDaySpan,
  formatDateTime,
  formatDayDate,
  formatShortDate,
  formatTime,
  toIsoWib,
  atWib,
  toWibWallClock,
  wibDay,
} from './date';

/** 2026-11-22 19:30 WIB (12:30 UTC), a Sunday. */
const EVENING = 1795350600;
/** 2026-11-22 21:00 WIB. */
const LATER_SAME_DAY = 1795356000;
/** 2026-11-23 09:00 WIB. */
const NEXT_DAY = 1795399200;
/** 2026-12-02 10:00 WIB. */
const NEXT_MONTH = 1796180400;
/** 2026-12-31 23:59 WIB (16:59 UTC). */
const NEW_YEARS_EVE = 1798736340;
/** 2027-01-01 00:05 WIB, still 31 December in UTC. */
const AFTER_MIDNIGHT_WIB = 1798736700;
/** 2026-01-04 07:00 WIB. */
const JANUARY_MORNING = 1767484800;

describe('single-instant formatters', () => {
  it.each<[string, (s: number) => string, number, string]>([
    ['formatDate', formatDate, EVENING, '22 November 2026'],
    ['formatDate', formatDate, AFTER_MIDNIGHT_WIB, '1 Januari 2027'],
    ['formatShortDate', formatShortDate, EVENING, '22 Nov 2026'],
    ['formatShortDate', formatShortDate, NEW_YEARS_EVE, '31 Des 2026'],
    ['formatDayDate', formatDayDate, EVENING, 'Minggu, 22 November 2026'],
    ['formatDayDate', formatDayDate, AFTER_MIDNIGHT_WIB, 'Jumat, 1 Januari 2027'],
    ['formatTime', formatTime, EVENING, '19.30 WIB'],
    ['formatTime', formatTime, JANUARY_MORNING, '07.00 WIB'],
    ['formatTime', formatTime, AFTER_MIDNIGHT_WIB, '00.05 WIB'],
    ['formatDateTime', formatDateTime, EVENING, '22 November 2026, 19.30 WIB'],
    ['formatDateTime', formatDateTime, NEW_YEARS_EVE, '31 Desember 2026, 23.59 WIB'],
    ['toIsoWib', toIsoWib, EVENING, '2026-11-22T19:30:00+07:00'],
    ['toIsoWib', toIsoWib, AFTER_MIDNIGHT_WIB, '2027-01-01T00:05:00+07:00'],
    ['formatDate', formatDate, Number.NaN, ''],
    ['toIsoWib', toIsoWib, Number.POSITIVE_INFINITY, ''],
  ])('%s(%i) -> %s', (_name, fn, seconds, expected) => {
    expect(fn(seconds)).toBe(expected);
  });
});

describe('formatDateRange', () => {
  it.each<[string, number, number, string]>([
    ['same day', EVENING, LATER_SAME_DAY, '22 November 2026, 19.30–21.00 WIB'],
    ['same instant', EVENING, EVENING, '22 November 2026, 19.30–19.30 WIB'],
    ['same month', EVENING, NEXT_DAY, '22–23 November 2026'],
    ['same year', EVENING, NEXT_MONTH, '22 November – 2 Desember 2026'],
    ['across years', NEW_YEARS_EVE, AFTER_MIDNIGHT_WIB, '31 Desember 2026 – 1 Januari 2027'],
    ['reversed arguments', LATER_SAME_DAY, EVENING, '22 November 2026, 19.30–21.00 WIB'],
    ['invalid input', Number.NaN, EVENING, ''],
  ])('%s', (_case, start, end, expected) => {
    expect(formatDateRange(start, end)).toBe(expected);
  });
});

describe('formatDaySpan', () => {
  it.each<[string, number, number, string]>([
    ['one day: the date only', EVENING, LATER_SAME_DAY, '22 November 2026'],
    ['two days in a month', EVENING, NEXT_DAY, '22–23 November 2026'],
    ['across months', EVENING, NEXT_MONTH, '22 November – 2 Desember 2026'],
    ['the WIB day decides, not the UTC one', NEW_YEARS_EVE, AFTER_MIDNIGHT_WIB, '31 Desember 2026 – 1 Januari 2027'],
    ['invalid input', EVENING, Number.NaN, ''],
  ])('%s', (_case, start, end, expected) => {
    expect(formatDaySpan(start, end)).toBe(expected);
  });
});

describe('WIB days and wall clock', () => {
  const at = (seconds: number) => new Date(seconds * 1000);

  it('names the WIB day of a moment, also just after midnight WIB when UTC is still the day before', () => {
    expect(wibDay(at(EVENING))).toBe('2026-11-22');
    expect(wibDay(at(NEW_YEARS_EVE))).toBe('2026-12-31');
    expect(wibDay(at(AFTER_MIDNIGHT_WIB))).toBe('2027-01-01');
  });

  it('opens check-in from the WIB day of the start, also when UTC still has the day before', () => {
    expect(isCheckInOpen(at(AFTER_MIDNIGHT_WIB), at(NEW_YEARS_EVE))).toBe(false);
    // Earlier on the same WIB day: the door may check people in before the start.
    expect(isCheckInOpen(at(AFTER_MIDNIGHT_WIB), at(AFTER_MIDNIGHT_WIB - 60))).toBe(true);
    expect(isCheckInOpen(at(AFTER_MIDNIGHT_WIB + 3600), at(AFTER_MIDNIGHT_WIB))).toBe(true);
    expect(isCheckInOpen(at(EVENING), at(AFTER_MIDNIGHT_WIB))).toBe(true);
  });

  it('holds WIB wall-clock time in the UTC fields', () => {
    const wall = toWibWallClock(at(AFTER_MIDNIGHT_WIB));
    expect([wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate(), wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([2027, 0, 1, 0, 5]);
  });

  it('finds the moment of a WIB time on a WIB day', () => {
    expect(atWib('2026-11-22', 19, 30).getTime()).toBe(EVENING * 1000);
    expect(atWib('2026-11-23', 9).getTime()).toBe(NEXT_DAY * 1000);
    expect(atWib('2027-01-01', 0, 5).getTime()).toBe(AFTER_MIDNIGHT_WIB * 1000);
  });
});

