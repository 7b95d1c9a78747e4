/** The password fields of the form, by their API names. */
export type PasswordField = 'current_password' | 'new_password' | 'confirmation';

/** Field name to message; a field without an entry is valid. */
export type PasswordErrors = Partial<Record<PasswordField, string>>;

const MIN = 8;
const MAX = 128;

/**
 * The rule the API enforces for a new password (`user/update_password`, the contract's
 * `passwordField`), as the form's hint says it.
 */
export const PASSWORD_HINT = `${MIN}–${MAX} karakter, berisi minimal satu huruf (a–z atau A–Z) dan satu angka (0–9).`;
/** The longest password the API accepts, for the field's `maxLength`. */
export const PASSWORD_MAX_LENGTH = MAX;
/** The shortest password the API accepts, for the field's `minLength`. */
export const PASSWORD_MIN_LENGTH = MIN;

/**
 * The same rules and messages as the API's password field (min 8, max 128, a letter and a
 * digit), so most mistakes are caught before the request, plus the confirmation.
 */
export function checkPasswordChange(input: Record<PasswordField, string>): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!input.current_password) errors.current_password = 'Kata sandi lama wajib diisi';
  const next = input.new_password;
  if (!next) errors.new_password = 'Kata sandi baru wajib diisi';
  else if (next.length < MIN) errors.new_password = `Kata sandi minimal ${MIN} karakter`;
  else if (next.length > MAX) errors.new_password = `Kata sandi maksimal ${MAX} karakter`;
  else if (!/[A-Za-z]/.test(next)) errors.new_password = 'Kata sandi harus mengandung huruf';
  else if (!/\d/.test(next)) errors.new_password = 'Kata sandi harus mengandung angka';
  else if (next === input.current_password)
    errors.new_password = 'Kata sandi baru harus berbeda dari yang lama';
  if (!input.confirmation) errors.confirmation = 'Ulangi kata sandi baru';
  else if (next && input.confirmation !== next)
    errors.confirmation = 'Konfirmasi kata sandi tidak sama';
  return errors;
}
