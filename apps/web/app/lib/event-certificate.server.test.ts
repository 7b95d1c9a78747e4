import { describe, expect, it } from 'vitest';
import { certificatesOpened, searchCertificate } from './event-certificate.server';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

// These answers come before any API call: the form's own required-field checks.
describe('searchCertificate without a call', () => {
  it.each([
    [{ intent: 'number', number: '  ' }, { number: 'Nomor sertifikat wajib diisi' }],
    [{ intent: 'email', email: '', event_id: '3' }, { email: 'Email wajib diisi' }],
    [{ intent: 'email', email: 'salah', event_id: '3' }, { email: 'Format email tidak valid' }],
    [
      { intent: 'email', email: 'a@contoh.id', event_id: '' },
      { event_id: 'Pilih event yang Anda ikuti' },
    ],
  ])('%j -> %j', async (fields, fieldErrors) => {
    const result = await searchCertificate(form(fields));
    expect(result).toEqual({
      intent: fields.intent,
      ok: false,
      message: null,
      fieldErrors,
    });
  });
});

describe('certificatesOpened', () => {
  // 20.00 WIB on 24 November 2026 is 13.00 UTC.
  const evening = Date.parse('2026-11-24T13:00:00Z') / 1000;
  it('opens at the start of the event day (WIB), before its start time', () => {
    expect(certificatesOpened(evening, '2026-11-24')).toBe(true);
    expect(certificatesOpened(evening, '2026-11-25')).toBe(true);
    expect(certificatesOpened(evening, '2026-11-23')).toBe(false);
  });
  it('takes the day in WIB: 06.00 WIB is still the day before in UTC', () => {
    const morning = Date.parse('2026-11-23T23:00:00Z') / 1000;
    expect(certificatesOpened(morning, '2026-11-24')).toBe(true);
  });
});
