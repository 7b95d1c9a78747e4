import { describe, expect, it } from 'vitest';
import { filenameFromDisposition, parseJsonBytes, toArrayBuffer } from './file';

describe('filenameFromDisposition', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['attachment', null],
    ['attachment; filename="presensi.xlsx"', 'presensi.xlsx'],
    ['attachment; filename=presensi.xlsx', 'presensi.xlsx'],
    ['attachment; filename="a \\"b\\".xlsx"', 'a "b".xlsx'],
    [
      'attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'Presensi%20Acara%20%C3%A9.xlsx',
      'Presensi Acara é.xlsx',
    ],
    ['attachment; filename*=UTF-8\'\'bad%E0%A4%A.xlsx; filename="ok.xlsx"', 'ok.xlsx'],
  ])('%j gives %j', (header, filename) => {
    expect(filenameFromDisposition(header)).toBe(filename);
  });
});

describe('toArrayBuffer', () => {
  it('copies exactly the viewed bytes of a Buffer', () => {
    const pooled = Buffer.from('xxabcxx').subarray(2, 5);
    expect(new TextDecoder().decode(toArrayBuffer(pooled))).toBe('abc');
  });

  it('keeps an ArrayBuffer and answers an empty one for anything else', () => {
    const buffer = new ArrayBuffer(2);
    expect(toArrayBuffer(buffer)).toBe(buffer);
    expect(toArrayBuffer('text').byteLength).toBe(0);
  });

  it('parses JSON bytes, undefined when not JSON', () => {
    expect(parseJsonBytes(Buffer.from('{"status":404}'))).toEqual({ status: 404 });
    expect(parseJsonBytes(Buffer.from('PK\u0003\u0004'))).toBeUndefined();
  });
});
