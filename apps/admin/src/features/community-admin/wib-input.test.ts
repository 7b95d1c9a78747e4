import { describe, expect, it } from 'vitest';
import { fromWibInput, toWibInput } from './wib-input';

describe('datetime-local in WIB', () => {
  it('reads the wall clock as UTC+7 and shows it back the same', () => {
    const seconds = fromWibInput('2026-11-30T09:00');
    expect(seconds).toBe(Date.UTC(2026, 10, 30, 2, 0) / 1000);
    expect(toWibInput(seconds)).toBe('2026-11-30T09:00');
  });

  it('answers null for an empty or broken value', () => {
    expect(fromWibInput('')).toBeNull();
    expect(fromWibInput('besok pagi')).toBeNull();
    expect(toWibInput(null)).toBe('');
  });
});
