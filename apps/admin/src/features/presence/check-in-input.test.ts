import { describe, expect, it } from 'vitest';
import { readCheckInInput, readScannedCode } from './check-in-input';

describe('readCheckInInput', () => {
  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['SBCREG:', { kind: 'empty' }],
    ['SBCREG:AB12CD34', { kind: 'code', code: 'AB12CD34', certain: true }],
    ['  sbcreg:ab12cd34 ', { kind: 'code', code: 'ab12cd34', certain: true }],
    ['AB12CD34', { kind: 'code', code: 'AB12CD34', certain: false }],
    ['k9x-22mp', { kind: 'code', code: 'K9X-22MP', certain: false }],
    ['bdcc4zcr55tg', { kind: 'code', code: 'BDCC4ZCR55TG', certain: false }],
    ['KXMPTRWQHNZA', { kind: 'code', code: 'KXMPTRWQHNZA', certain: false }],
    ['KURNIAWAN', { kind: 'code', code: 'KURNIAWAN', certain: false }],
    ['Kurniawan', { kind: 'search', q: 'Kurniawan' }],
    ['Budi Santoso', { kind: 'search', q: 'Budi Santoso' }],
    ['budi', { kind: 'search', q: 'budi' }],
    ['Siti Aminah 2', { kind: 'search', q: 'Siti Aminah 2' }],
    ['budi@contoh.id', { kind: 'search', q: 'budi@contoh.id' }],
    ['ab12', { kind: 'search', q: 'ab12' }],
  ])('reads %j', (text, expected) => {
    expect(readCheckInInput(text)).toEqual(expected);
  });
});

describe('readScannedCode', () => {
  it.each([
    ['SBCREG:AB12CD34', 'AB12CD34'],
    ['sbcreg: XY99 ', 'XY99'],
    ['SBCREG:', null],
    ['https://contoh.id/AB12', null],
    ['AB12CD34', null],
  ])('reads %j', (text, expected) => {
    expect(readScannedCode(text)).toBe(expected);
  });
});
