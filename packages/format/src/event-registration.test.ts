import { describe, expect, it } from 'vitest';
import { registrationCodeHint } from './event-registration';

describe('registrationCodeHint', () => {
  it('sends an online participant to the organisers, not to a door with a QR scanner', () => {
    expect(registrationCodeHint(true)).toBe(
      'Sebutkan kode ini bila panitia memintanya selama event daring.',
    );
    expect(registrationCodeHint(false)).toBe(
      'Tunjukkan kode QR ini kepada petugas presensi saat datang.',
    );
  });
});
