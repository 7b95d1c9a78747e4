import { describe, expect, it } from 'vitest';
import { isCertificateCode, isEventSlug } from './event-load.server';

describe('isEventSlug', () => {
  it.each([
    ['donor-darah-bersama-sbc-bandung', true],
    ['silaturahmi-nasional-sbc-2026', true],
    ['-awal-strip', false],
    ['ada spasi', false],
    ['../rahasia', false],
    ['', false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isEventSlug(value)).toBe(expected);
  });
});

describe('isCertificateCode', () => {
  it.each([
    ['5joy0xT1TRX1yhGBnP2FRKIV', true],
    ['-b_x9Qz0LmN2pR7tUvW3yZ4a', true],
    ['unknowncode123456', true],
    ['pendek', false],
    ['a'.repeat(65), false],
    ['kode/dengan/garis', false],
    [undefined, false],
  ])('%s -> %s', (value, expected) => {
    expect(isCertificateCode(value)).toBe(expected);
  });
});
