import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './super-admin';

describe('weakPasswordReason', () => {
  it.each([
    ['Pengurus#Pusat2026', null],
    ['tiga jenis saja 2026', null],
    ['Pendek#1', 'Kata sandi minimal 12 karakter'],
    ['hurufkecilsemuasaja', 'Kata sandi harus memuat tiga dari empat jenis: huruf kecil, huruf besar, angka, simbol'],
    ['Ketua.Umum#2026', 'Kata sandi tidak boleh memuat nama surel'],
    ['Password2026!', 'Kata sandi terlalu mudah ditebak'],
    ['Admin#12345678', 'Kata sandi terlalu mudah ditebak'],
  ])('%s', (password, reason) => {
    expect(weakPasswordReason(password, 'ketua.umum@sbc.or.id')).toBe(reason);
  });
});
