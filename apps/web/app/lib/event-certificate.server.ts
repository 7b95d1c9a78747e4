import { wibDay } from '@sbc/format/date';
import { looksLikeEmail } from '@sbc/format/email';
import { isApiError } from '@sbc/api-client/core';
import { publicApi } from './api.server';
import { logEventFailure } from './event-api.server';
import type { CertificateSearchResult } from './event-types';

/** Shown whether or not a certificate matched, so the form never tells who attended what. */
export const EMAILED_MESSAGE =
  'Jika data cocok, tautan sertifikat sudah kami kirim ke email tersebut.';
const UNAVAILABLE =
  'Layanan sertifikat sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.';

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

function failure(
  intent: CertificateSearchResult['intent'],
  cause: unknown,
): CertificateSearchResult {
  const status = isApiError(cause) ? cause.status : 0;
  logEventFailure('POST certificate/find', cause, status || undefined);
  if (!isApiError(cause)) return { intent, ok: false, message: UNAVAILABLE, fieldErrors: {} };
  const fieldErrors: CertificateSearchResult['fieldErrors'] = {};
  for (const e of cause.errors) {
    if (
      (e.field === 'number' || e.field === 'email' || e.field === 'event_id') &&
      !fieldErrors[e.field]
    ) {
      fieldErrors[e.field] = e.message;
    }
  }
  if (intent === 'number' && status === 404) fieldErrors.number = cause.message;
  return {
    intent,
    ok: false,
    message: Object.keys(fieldErrors).length ? null : cause.message,
    fieldErrors,
  };
}

/**
 * Whether an event can have certificates yet: check-in, which issues them, opens at the start of
 * the event's day (WIB), before its own start time.
 */
export function certificatesOpened(startsAt: number, today = wibDay()): boolean {
  return wibDay(new Date(startsAt * 1000)) <= today;
}

/**
 * Finds a certificate by its printed number (answers its code, for the caller to redirect to its
 * page) or, by email and event, has the API email the links (the answer is the same either way).
 */
export async function searchCertificate(
  form: FormData,
): Promise<{ code: string } | CertificateSearchResult> {
  if (form.get('intent') === 'email') {
    const email = text(form, 'email');
    const eventId = text(form, 'event_id');
    const fieldErrors: CertificateSearchResult['fieldErrors'] = {};
    if (!email) fieldErrors.email = 'Email wajib diisi';
    else if (!looksLikeEmail(email)) fieldErrors.email = 'Format email tidak valid';
    if (!/^\d{1,12}$/.test(eventId)) fieldErrors.event_id = 'Pilih event yang Anda ikuti';
    if (Object.keys(fieldErrors).length)
      return { intent: 'email', ok: false, message: null, fieldErrors };
    try {
      await publicApi.findCertificate({ body: { email, event_id: Number(eventId) } });
      return { intent: 'email', ok: true, message: EMAILED_MESSAGE, fieldErrors: {} };
    } catch (cause) {
      return failure('email', cause);
    }
  }
  const number = text(form, 'number');
  if (!number)
    return {
      intent: 'number',
      ok: false,
      message: null,
      fieldErrors: { number: 'Nomor sertifikat wajib diisi' },
    };
  try {
    const found = await publicApi.findCertificate({ body: { number } });
    if (found.code) return { code: found.code };
    return {
      intent: 'number',
      ok: false,
      message: null,
      fieldErrors: { number: 'Nomor sertifikat tidak ditemukan' },
    };
  } catch (cause) {
    return failure('number', cause);
  }
}
