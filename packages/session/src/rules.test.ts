import { describe, expect, it } from 'vitest';
import { isPresentToken, presentTokenOrNull } from './rules';

describe('isPresentToken / presentTokenOrNull', () => {
  it.each<[string | null | undefined, boolean]>([
    ['eyJhbGciOiJIUzI1NiJ9.e30.sig', true],
    ['abc', true],
    ['undefinedX', true],
    ['0', true],
    ['', false],
    ['   ', false],
    ['undefined', false],
    ['null', false],
    [' undefined ', false],
    [undefined, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(isPresentToken(value)).toBe(expected);
    expect(presentTokenOrNull(value)).toBe(expected ? value : null);
  });
});
