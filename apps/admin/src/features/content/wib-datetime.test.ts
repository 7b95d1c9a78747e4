import { describe, expect, it } from 'vitest';
import { fromWibInput, toWibInput } from './wib-datetime';

describe('WIB date-time fields', () => {
  it.each([
    [Date.UTC(2026, 10, 22, 12, 30) / 1000, '2026-11-22T19:30'],
    [Date.UTC(2026, 11, 31, 17, 0) / 1000, '2027-01-01T00:00'],
  ])('shows %i as %s and reads it back', (seconds, text) => {
    expect(toWibInput(seconds)).toBe(text);
    expect(fromWibInput(text)).toBe(seconds);
  });

  it.each(['', '2026-11-22', '22/11/2026 19:30'])('refuses %j', (text) => {
    expect(fromWibInput(text)).toBeNull();
  });
});
