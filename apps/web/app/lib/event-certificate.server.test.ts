import { describe, expect, it } from 'vitest';
import { searchCertificate } from './event-certificate.server';

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
