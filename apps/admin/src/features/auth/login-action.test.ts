import { describe, expect, it } from 'vitest';
import { checkLoginFields } from './login-action';

describe('checkLoginFields', () => {
  it.each([
    ['', '', { email: 'Email wajib diisi', password: 'Kata sandi wajib diisi' }],
    ['admin@sbc.test', '', { password: 'Kata sandi wajib diisi' }],
    ['admin', 'AdminDemo#2026', { email: 'Format email tidak valid' }],
    ['admin@sbc', 'AdminDemo#2026', { email: 'Format email tidak valid' }],
    ['admin@sbc.test', 'AdminDemo#2026', {}],
  ])('%j with password %j', (email, password, expected) => {
    expect(checkLoginFields(email, password)).toEqual(expected);
  });
});
