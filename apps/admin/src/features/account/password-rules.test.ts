import { updateAdminPassword } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { checkPasswordChange, PASSWORD_HINT } from './password-rules';

const valid = {
  current_password: 'LamaSekali1',
  new_password: 'BaruSekali2',
  confirmation: 'BaruSekali2',
};

describe('checkPasswordChange', () => {
  it('accepts a valid change', () => {
    expect(checkPasswordChange(valid)).toEqual({});
  });

  it.each([
    [{ current_password: '' }, 'current_password', 'Kata sandi lama wajib diisi'],
    [{ new_password: '', confirmation: '' }, 'new_password', 'Kata sandi baru wajib diisi'],
    [
      { new_password: 'abc1', confirmation: 'abc1' },
      'new_password',
      'Kata sandi minimal 8 karakter',
    ],
    [
      { new_password: '12345678', confirmation: '12345678' },
      'new_password',
      'Kata sandi harus mengandung huruf',
    ],
    [
      { new_password: 'abcdefgh', confirmation: 'abcdefgh' },
      'new_password',
      'Kata sandi harus mengandung angka',
    ],
    [
      { new_password: 'a1'.repeat(65), confirmation: 'a1'.repeat(65) },
      'new_password',
      'Kata sandi maksimal 128 karakter',
    ],
    [
      { new_password: 'Password1', confirmation: 'Password1' },
      'new_password',
      'Kata sandi ini terlalu mudah ditebak; pilih yang lain',
    ],
    [
      { new_password: 'LamaSekali1', confirmation: 'LamaSekali1' },
      'new_password',
      'Kata sandi baru harus berbeda dari yang lama',
    ],
    [{ confirmation: 'BaruSekali3' }, 'confirmation', 'Konfirmasi kata sandi tidak sama'],
    [{ confirmation: '' }, 'confirmation', 'Ulangi kata sandi baru'],
  ] as const)('rejects %j', (change, field, message) => {
    expect(checkPasswordChange({ ...valid, ...change })[field]).toBe(message);
  });
});

describe('the new-password rule of the form and the API', () => {
  const apiAccepts = (password: string) =>
    updateAdminPassword.body?.safeParse({ current_password: 'LamaSekali1', new_password: password })
      .success ?? false;

  it("says in the hint the API's length and character rules: 8 to 128 characters, a letter and a digit", () => {
    expect(PASSWORD_HINT).toBe(
      '8–128 karakter, berisi minimal satu huruf (a–z atau A–Z) dan satu angka (0–9).',
    );
  });

  it.each([
    'abcdefg1',
    'ABCDEFG1',
    '1234567a',
    'abc 12 #xyz',
    'a1'.repeat(64),
    'abcdef1',
    'a1'.repeat(64) + 'x',
    '12345678',
    'abcdefgh',
    'ééééééé1',
    'Password1',
    'sayang123',
    'Kopi7Gula',
  ])('agrees with the API on %j', (password) => {
    const formAccepts = !checkPasswordChange({
      current_password: 'LamaSekali1',
      new_password: password,
      confirmation: password,
    }).new_password;
    expect(formAccepts).toBe(apiAccepts(password));
  });
});
