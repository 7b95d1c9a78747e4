import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['Budi', 'Santoso', 'BS'],
    ['budi', 'santoso', 'BS'],
    ['  siti ', '  nurhaliza', 'SN'],
    ['Sukarno', '', 'S'],
    ['Sukarno', undefined, 'S'],
    ['', 'Hatta', 'H'],
    [null, 'Hatta', 'H'],
    ['   ', '   ', ''],
    [undefined, undefined, ''],
    [null, null, ''],
    ['élodie', 'ñúñez', 'ÉÑ'],
    ['e\u0301lodie', 'x', 'ÉX'],
    ['Ωmega', 'Δelta', 'ΩΔ'],
    ['"Ani"', '(Wijaya)', 'AW'],
    ['Ahmad Yani', 'Putra', 'AP'],
    ['3rd', 'Party', '3P'],
  ])('initials(%j, %j) -> %j', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });
});
