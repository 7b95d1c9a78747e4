import { describe, expect, it } from 'vitest';
import { cameraErrorMessage } from './camera-errors';

describe('cameraErrorMessage', () => {
  it.each([
    ['NotAllowedError', /Izin kamera ditolak/],
    ['SecurityError', /Izin kamera ditolak/],
    ['NotFoundError', /tidak ditemukan/],
    ['OverconstrainedError', /tidak ditemukan/],
    ['NotReadableError', /dipakai aplikasi lain/],
    ['TypeError', /tidak dapat dibuka/],
  ])('explains %s in Indonesian', (name, expected) => {
    expect(cameraErrorMessage(new DOMException('x', name))).toMatch(expected);
  });

  it('explains a thrown non-error', () => {
    expect(cameraErrorMessage('boom')).toMatch(/tidak dapat dibuka/);
  });
});
