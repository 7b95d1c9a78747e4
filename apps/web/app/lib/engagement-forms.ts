/**
 * Checks of the public forms (contact, problem report, newsletter), the same in the browser
 * and in the action, with the API's limits and Indonesian messages. The API checks again.
 */

import { looksLikeEmail } from '@sbc/format/email';

/** Field name to message; a field without a problem is absent. */
export type FieldErrors = Partial<Record<string, string>>;

/** What the contact form sends besides the captcha. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** What the problem-report form sends besides the captcha and the page. */
export interface ProblemReportValues {
  description: string;
  email: string;
}

const PHONE = /^[0-9+\s()-]*$/;

/** The email as it is sent: trimmed and lower-cased (SPEC section 5). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

function checkEmail(value: string, required: boolean): string | undefined {
  const email = value.trim();
  if (!email) return required ? 'Email wajib diisi' : undefined;
  return looksLikeEmail(email) ? undefined : 'Format email tidak valid';
}

function checkRequired(value: string, label: string, max: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} wajib diisi`;
  return text.length > max ? `${label} maksimal ${max} karakter` : undefined;
}

function checkLength(value: string, label: string, min: number, max: number): string | undefined {
  const text = value.trim();
  if (!text) return `${label} wajib diisi`;
  if (text.length < min) return `${label} minimal ${min} karakter`;
  return text.length > max ? `${label} maksimal ${max} karakter` : undefined;
}

function compact(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}

/** The contact form's problems, by field (empty when it can be sent). */
export function validateContact(values: ContactValues): FieldErrors {
  const phone = values.phone.trim();
  return compact({
    name: checkRequired(values.name, 'Nama', 100),
    email: checkEmail(values.email, true),
    phone:
      phone.length > 20 || !PHONE.test(phone)
        ? 'Nomor telepon hanya boleh berisi angka, spasi, +, - dan tanda kurung (maksimal 20)'
        : undefined,
    subject: checkRequired(values.subject, 'Perihal', 150),
    message: checkLength(values.message, 'Pesan', 10, 3000),
  });
}

/** The problem report's problems, by field. */
export function validateProblemReport(values: ProblemReportValues): FieldErrors {
  return compact({
    description: checkLength(values.description, 'Penjelasan masalah', 10, 2000),
    email: checkEmail(values.email, false),
  });
}

/** The newsletter form's problem, if any. */
export function validateNewsletterEmail(value: string): FieldErrors {
  return compact({ email: checkEmail(value, true) });
}

/** Whether a set of field errors is empty. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** A form field's text (a missing or file field is empty). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
