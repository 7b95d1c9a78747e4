import { describe, expect, it } from 'vitest';
import { looksLikeEmail } from './email';

describe('looksLikeEmail', () => {
  it.each<[string, boolean]>([
    ['budi@contoh.id', true],
    ['Budi.Santoso+sbc@mail.contoh.co.id', true],
    ['admin@sbc.test', true],
    ['', false],
    ['budi', false],
    ['budi@', false],
    ['@contoh.id', false],
    ['budi@sbc', false],
    ['budi@contoh.c', false],
    ['budi@@contoh.id', false],
    ['budi santoso@contoh.id', false],
    [' budi@contoh.id', false],
    ['budi@contoh.id ', false],
    // 254 characters, the longest the API takes, then one more.
    [`${'a'.repeat(64)}@${'b'.repeat(186)}.id`, true],
    [`${'a'.repeat(64)}@${'b'.repeat(187)}.id`, false],
  ])('%j gives %j', (value, expected) => {
    expect(looksLikeEmail(value)).toBe(expected);
  });
});
