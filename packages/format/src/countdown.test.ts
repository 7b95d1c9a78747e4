import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Values joined by ':' keep the table readable. */
function shown(ms: number): string {
  return countdownParts(ms)
    .parts.map((p) => p.value)
    .join(':');
}

describe('countdownParts values', () => {
  it.each<[string, number, string, boolean]>([
    ['zero', 0, '00:00:00', true],
    ['negative', -5 * SECOND, '00:00:00', true],
    ['NaN', Number.NaN, '00:00:00', true],
    ['infinite', Number.POSITIVE_INFINITY, '00:00:00', true],
    ['partial second rounds up', 1, '00:00:01', false],
    ['just under a second', 999, '00:00:01', false],
    ['one second', SECOND, '00:00:01', false],
    ['59 seconds', 59 * SECOND, '00:00:59', false],
    ['one minute', MINUTE, '00:01:00', false],
    ['mixed, no days', 5 * HOUR + 7 * MINUTE + 9 * SECOND, '05:07:09', false],
    ['just under a day', DAY - SECOND, '23:59:59', false],
    ['one day', DAY, '01:00:00:00', false],
    ['days and time', 3 * DAY + 2 * HOUR + 30 * SECOND, '03:02:00:30', false],
    ['over 99 days', 123 * DAY + HOUR, '123:01:00:00', false],
  ])('%s', (_case, ms, expected, finished) => {
    expect(shown(ms)).toBe(expected);
    expect(countdownParts(ms).finished).toBe(finished);
  });
});

describe('countdownParts units and labels', () => {
  it.each<[number, string[]]>([
    [HOUR, ['hours:Jam', 'minutes:Menit', 'seconds:Detik']],
    [2 * DAY, ['days:Hari', 'hours:Jam', 'minutes:Menit', 'seconds:Detik']],
    [-1, ['hours:Jam', 'minutes:Menit', 'seconds:Detik']],
  ])('%i ms', (ms, expected) => {
    expect(countdownParts(ms).parts.map((p) => `${p.unit}:${p.label}`)).toEqual(expected);
  });
});
