import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it.each([
    ['2027-01-06', '6 Januari 2027'],
    ['2026-12-31', '31 Desember 2026'],
    ['2028-02-29', '29 Februari 2028'],
    ['2027-02-30', '2027-02-30'],
    ['06/01/2027', '06/01/2027'],
    ['', ''],
  ])('%s gives %s', (day, expected) => {
    expect(formatCalendarDate(day)).toBe(expected);
  });
});
