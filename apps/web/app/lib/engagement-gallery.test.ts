import { describe, expect, it } from 'vitest';
import { eventDateSeconds, photoCounter, stepIndex, swipeStep } from './engagement-gallery';

describe('eventDateSeconds', () => {
  it('is noon WIB of the day', () => {
    expect(eventDateSeconds('2026-11-08')).toBe(Date.parse('2026-11-08T12:00:00+07:00') / 1000);
  });

  it.each(['2026-02-30', '2026-13-01', '08-11-2026', '', '2026-11-8'])('refuses %j', (value) => {
    expect(eventDateSeconds(value)).toBeNull();
  });
});

describe('stepIndex', () => {
  it.each([
    [0, 1, 6, 1],
    [5, 1, 6, 0],
    [0, -1, 6, 5],
    [2, -1, 6, 1],
    [0, 1, 1, 0],
    [0, 1, 0, 0],
  ])('from %i by %i of %i is %i', (index, step, count, expected) => {
    expect(stepIndex(index, step, count)).toBe(expected);
  });
});

describe('swipeStep', () => {
  it('moves on a clear horizontal swipe only', () => {
    expect(swipeStep(-80, 10)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
    expect(swipeStep(20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});

describe('photoCounter', () => {
  it('counts from one', () => {
    expect(photoCounter(2, 6)).toBe('3 / 6');
  });
});
