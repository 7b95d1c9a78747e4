import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords';
import { GUESSABLE_PASSWORD_MESSAGE, passwordProblem } from './password';

const GUESSABLE = GUESSABLE_PASSWORD_MESSAGE;
/** 128 characters with letters and digits that neither repeat nor run. */
const LONGEST = 'Kopi7Gula3Susu'.repeat(10).slice(0, 128);

describe('passwordProblem', () => {
  it.each([
    ['', 'Kata sandi minimal 8 karakter'],
    ['Kopi7Gu', 'Kata sandi minimal 8 karakter'],
    ['Kopi7Gul', null],
    [LONGEST, null],
    [LONGEST + 'x', 'Kata sandi maksimal 128 karakter'],
    ['83920471', 'Kata sandi harus mengandung huruf'],
    ['ééééééé1', 'Kata sandi harus mengandung huruf'],
    ['kopigulasusu', 'Kata sandi harus mengandung angka'],
    ['Rahasia2026', null],
    ['SandiBaru2026', null],
    ['AnggotaDemo#2026', null],
  ])('%j gives %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('checks length before content, and letters before digits', () => {
    expect(LONGEST).toHaveLength(128);
    expect(passwordProblem('abc')).toBe('Kata sandi minimal 8 karakter');
    expect(passwordProblem('9'.repeat(129))).toBe('Kata sandi maksimal 128 karakter');
    expect(passwordProblem('!!!!!!!!')).toBe('Kata sandi harus mengandung huruf');
  });

  it.each([
    'password1',
    'Password1',
    'PASSWORD1',
    'pAsSw0rD',
    'Qwerty123',
    'Sayang123',
    'BISMILLAH1',
  ])('refuses the common password %j whatever its case', (password) =>
    expect(passwordProblem(password)).toBe(GUESSABLE),
  );

  it.each([
    ['a1a1a1a1', 'a short unit repeated'],
    ['Ab12Ab12Ab12', 'a short unit repeated'],
    ['abcd1234', 'a run of the alphabet, then of digits'],
    ['Xyz98765', 'runs backwards and forwards'],
    ['1234Qwer', 'digits, then a keyboard row'],
    ['zzzz9999', 'one letter and one digit, repeated'],
    ['k0123456', 'a single letter before a run'],
  ])('refuses %j: %s', (password) => {
    expect(passwordProblem(password)).toBe(GUESSABLE);
  });

  it.each(['Budi1234', 'abcd1234!', 'Kucing7Oren', 'Persib2026', 'a1b2c3x9'])(
    'accepts %j: a word or a mix is not a run',
    (password) => expect(passwordProblem(password)).toBeNull(),
  );

  it('lists only passwords that pass every other rule, in lower case', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(100);
    for (const password of COMMON_PASSWORDS) {
      expect(password).toBe(password.toLowerCase());
      expect(password.length).toBeGreaterThanOrEqual(8);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/\d/);
    }
  });
});
