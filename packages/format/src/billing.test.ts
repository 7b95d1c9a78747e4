import { describe, expect, it } from 'vitest';
import { billingLabel, cancelOrderWarning, formatKodeUnik, isBillingPeriod } from './billing';

describe('billingLabel', () => {
  it.each([
    ['monthly', '1 Bulan'],
    ['3months', '3 Bulan'],
    ['annually', '1 Tahun'],
    ['weekly', 'weekly'],
    ['toString', 'toString'],
  ])('%s -> %s', (period, expected) => {
    expect(billingLabel(period)).toBe(expected);
  });
});

describe('isBillingPeriod', () => {
  it.each([
    ['monthly', true],
    ['annually', true],
    ['Monthly', false],
    ['constructor', false],
    ['', false],
  ])('%s -> %s', (value, expected) => {
    expect(isBillingPeriod(value)).toBe(expected);
  });
});

describe('formatKodeUnik', () => {
  it.each([
    [98, '098'],
    [7, '007'],
    [838, '838'],
    [100, '100'],
    [0, '000'],
  ])('%s -> %s', (kodeUnik, expected) => {
    expect(formatKodeUnik(kodeUnik)).toBe(expected);
  });
});

describe('cancelOrderWarning', () => {
  it('says an event order releases its seat, and a package order can be ordered again', () => {
    expect(cancelOrderWarning('event', 'ini')).toBe(
      'Tagihan ini ditutup dan kursi Anda di event ini dilepas untuk pendaftar lain. Pesanan yang dibatalkan tidak dapat dibayar lagi.',
    );
    expect(cancelOrderWarning('membership', 'INV/202611/000002')).toBe(
      'Tagihan INV/202611/000002 ditutup dan tidak dapat dibayar lagi. Anda bisa memesan paket baru kapan saja.',
    );
  });
});
