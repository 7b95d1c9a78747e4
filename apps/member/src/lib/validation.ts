/**
 * Client-side checks with the same rules and Indonesian messages as the API's contract
 * (packages/contract/src/member/schemas.ts), so most mistakes are caught before a request.
 * Each check answers an error message, or `null` when the value is fine.
 */

import { looksLikeEmail } from '@sbc/format/email';
import { passwordProblem } from '@sbc/format/password';

/** Field name to message; a field without an entry is valid. */
export type FieldErrors = Record<string, string>;

type Check = (value: string) => string | null;

const MOBILE = /^(\+62|62|0)8\d{7,12}$/;
const NAME_MAX = 60;

/** `Nama depan wajib diisi` when empty (after trimming). */
export const required =
  (label: string): Check =>
  (value) =>
    value.trim() === '' ? `${label} wajib diisi` : null;

/** Required, and shaped like an email address. */
export const checkEmail: Check = (value) =>
  required('Email')(value) ?? (looksLikeEmail(value.trim()) ? null : 'Format email tidak valid');

/** A required name of at most 60 characters. */
export const checkName =
  (label: string): Check =>
  (value) =>
    required(label)(value) ??
    (value.trim().length > NAME_MAX ? `${label} maksimal ${NAME_MAX} karakter` : null);

/** An optional name of at most 60 characters. */
export const checkOptionalName =
  (label: string): Check =>
  (value) =>
    value.trim().length > NAME_MAX ? `${label} maksimal ${NAME_MAX} karakter` : null;

/** Indonesian mobile numbers: 08…, 628… or +628…, spaces and dashes allowed. */
export const checkMobile: Check = (value) =>
  required('Nomor ponsel')(value) ??
  (MOBILE.test(value.replace(/[\s-]/g, ''))
    ? null
    : 'Nomor ponsel tidak valid, contoh 081234567890');

/** A new password, by the rule the API applies (8 to 128 characters, a letter, a digit, not guessable). */
export const checkNewPassword: Check = (value) =>
  value === '' ? 'Kata sandi wajib diisi' : passwordProblem(value);

/** The repeated password must equal the first. */
export const checkConfirmation =
  (password: string): Check =>
  (value) =>
    value === '' ? 'Ulangi kata sandi' : value === password ? null : 'Kata sandi tidak sama';

/**
 * Runs one check per field over the submitted values.
 *
 * @returns the first message of every invalid field (empty when all pass)
 */
export function validate(
  values: Record<string, string>,
  checks: Record<string, Check>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, check] of Object.entries(checks)) {
    const message = check(values[field] ?? '');
    if (message) errors[field] = message;
  }
  return errors;
}

/** The text values of a submitted form (files and missing fields become ''). */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}
