import { describe, expect, it } from 'vitest';
import { isSameWibDay, wibDayRange } from './wib-day';

const utc = (...args: [number, number, number, number, number?]) => Date.UTC(...args) / 1000;

describe('wibDayRange', () => {
  it('starts at 00:00 WIB, which is 17:00 UTC the day before', () => {
    expect(wibDayRange(utc(2026, 10, 22, 3))).toEqual({
      start: utc(2026, 10, 21, 17),
      end: utc(2026, 10, 22, 17),
    });
  });

  it('puts 18:00 UTC on the next WIB day', () => {
    expect(wibDayRange(utc(2026, 10, 22, 18)).start).toBe(utc(2026, 10, 22, 17));
  });
});

describe('isSameWibDay', () => {
  const now = utc(2026, 10, 22, 3); // 10:00 WIB
  it.each([
    [utc(2026, 10, 21, 17), true], // 00:00 WIB
    [utc(2026, 10, 22, 16, 59), true], // 23:59 WIB
    [utc(2026, 10, 22, 17), false], // 00:00 WIB the next day
    [utc(2026, 10, 21, 16, 59), false], // 23:59 WIB the day before
  ])('%i is today: %s', (seconds, expected) => {
    expect(isSameWibDay(seconds, now)).toBe(expected);
  });
});
