import { isApiError } from '@sbc/api-client/core';
import { type FieldErrors } from './validation';

/** What a form shows after a refused or failed submission. */
export interface FormFailure {
  ok: false;
  /** Shown above the form; empty when the field messages say it all. */
  message: string;
  fieldErrors: FieldErrors;
}

/** A form that passed: an optional confirmation to show. */
export interface FormSuccess {
  ok: true;
  message: string;
}

export type FormResult = FormFailure | FormSuccess;

export const NETWORK_MESSAGE =
  'Tidak dapat terhubung ke server. Periksa koneksi internet Anda, lalu coba lagi.';
export const CHECK_FIELDS_MESSAGE = 'Periksa kembali isian yang ditandai.';

/** A failure found before sending: the fields' messages and a short summary. */
export function invalidForm(fieldErrors: FieldErrors): FormFailure {
  return { ok: false, message: CHECK_FIELDS_MESSAGE, fieldErrors };
}

/**
 * Turns an error of an API call into what the form shows: the API's own message (wrong
 * password, too many attempts, email taken) and its field errors next to the fields the form
 * has. A failure without an answer (offline, time-out) gets a plain Indonesian message.
 *
 * @param fields the form's field names; field errors for other names stay in the message only
 */
export function toFormFailure(error: unknown, fields: readonly string[]): FormFailure {
  if (!isApiError(error)) return { ok: false, message: NETWORK_MESSAGE, fieldErrors: {} };
  const fieldErrors: FieldErrors = {};
  for (const { field, message } of error.errors) {
    if (fields.includes(field)) fieldErrors[field] ??= message;
  }
  return { ok: false, message: error.message, fieldErrors };
}
