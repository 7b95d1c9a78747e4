import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkName,
  checkNewPassword,
  formValues,
  validate,
} from './validation';

describe('checkEmail', () => {
  it.each([
    ['', 'Email wajib diisi'],
    ['  ', 'Email wajib diisi'],
    ['budi', 'Format email tidak valid'],
    ['budi@sbc', 'Format email tidak valid'],
    [' Budi@SBC.test ', null],
  ])('%j gives %j', (value, expected) => expect(checkEmail(value)).toBe(expected));
});

describe('checkNewPassword', () => {
  it.each([
    ['', 'Kata sandi wajib diisi'],
    ['abc123', 'Kata sandi minimal 8 karakter'],
    ['12345678', 'Kata sandi harus mengandung huruf'],
    ['abcdefgh', 'Kata sandi harus mengandung angka'],
    ['x'.repeat(120) + '12345678a', 'Kata sandi maksimal 128 karakter'],
    ['Password1', 'Kata sandi ini terlalu mudah ditebak; pilih yang lain'],
    ['rahasia123', 'Kata sandi ini terlalu mudah ditebak; pilih yang lain'],
    ['abcd1234', 'Kata sandi ini terlalu mudah ditebak; pilih yang lain'],
    ['Melati2026', null],
  ])('%j gives %j', (value, expected) => expect(checkNewPassword(value)).toBe(expected));
});

describe('checkMobile', () => {
  it.each([
    ['', 'Nomor ponsel wajib diisi'],
    ['12345', 'Nomor ponsel tidak valid, contoh 081234567890'],
    ['0712345678', 'Nomor ponsel tidak valid, contoh 081234567890'],
    ['0812-3456-7890', null],
    ['+62 812 3456 7890', null],
    ['6281234567', null],
  ])('%j gives %j', (value, expected) => expect(checkMobile(value)).toBe(expected));
});

describe('checkName and checkConfirmation', () => {
  it('needs a name of at most 60 characters', () => {
    expect(checkName('Nama depan')(' ')).toBe('Nama depan wajib diisi');
    expect(checkName('Nama depan')('a'.repeat(61))).toBe('Nama depan maksimal 60 karakter');
    expect(checkName('Nama depan')('Siti')).toBeNull();
  });

  it('needs the repeated password to match', () => {
    expect(checkConfirmation('Melati2026')('')).toBe('Ulangi kata sandi');
    expect(checkConfirmation('Melati2026')('Melati2027')).toBe('Kata sandi tidak sama');
    expect(checkConfirmation('Melati2026')('Melati2026')).toBeNull();
  });
});

describe('validate', () => {
  it('collects the message of each invalid field only', () => {
    const form = new FormData();
    form.set('email', 'salah');
    form.set('password', 'Melati2026');
    const values = formValues(form, ['email', 'password', 'missing']);
    expect(values).toEqual({ email: 'salah', password: 'Melati2026', missing: '' });
    expect(validate(values, { email: checkEmail, password: checkNewPassword })).toEqual({
      email: 'Format email tidak valid',
    });
  });
});
