import { describe, expect, it } from 'vitest';
import { formatNumberId, formatRupiah } from './rupiah';

describe('formatNumberId', () => {
  it.each<[number, number | undefined, string]>([
    [0, undefined, '0'],
    [7, undefined, '7'],
    [999, undefined, '999'],
    [1000, undefined, '1.000'],
    [1234567, undefined, '1.234.567'],
    [1234567.5, 1, '1.234.567,5'],
    [1234.5, 2, '1.234,50'],
    [1234.56, 0, '1.235'],
    [0.5, 2, '0,50'],
    [-1234567.5, 1, '-1.234.567,5'],
    [-999, undefined, '-999'],
    [-0.001, 2, '0,00'],
    [-0, undefined, '0'],
    [1e21, undefined, '1.000.000.000.000.000.000.000'],
    [Number.NaN, undefined, '0'],
    [Number.POSITIVE_INFINITY, 1, '0,0'],
    [12.345, -3, '12'],
  ])('formatNumberId(%s, %s) -> %s', (n, digits, expected) => {
    expect(formatNumberId(n, digits)).toBe(expected);
  });
});

describe('formatRupiah', () => {
  it.each<[number, string]>([
    [0, 'Rp 0'],
    [500, 'Rp 500'],
    [1500000, 'Rp 1.500.000'],
    [1500000.4, 'Rp 1.500.000'],
    [1499.5, 'Rp 1.500'],
    [-2500, '-Rp 2.500'],
    [-0.2, 'Rp 0'],
    [Number.NaN, 'Rp 0'],
  ])('formatRupiah(%s) -> %s', (n, expected) => {
    expect(formatRupiah(n)).toBe(expected);
  });
});
