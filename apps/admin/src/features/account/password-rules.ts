import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblem } from '@sbc/format/password';

/** The password fields of the form, by their API names. */
export type PasswordField = 'current_password' | 'new_password' | 'confirmation';

/** Field name to message; a field without an entry is valid. */
export type PasswordErrors = Partial<Record<PasswordField, string>>;

/** The longest and shortest password the API accepts, for the field's `maxLength` and `minLength`. */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * The rule the API enforces for a new password (`user/update_password`, the contract's
 * `passwordField`), as the form's hint says it; a common password is refused with its own message.
 */
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}–${PASSWORD_MAX_LENGTH} karakter, berisi minimal satu huruf (a–z atau A–Z) dan satu angka (0–9).`;

/**
 * The API's own rule for a new password (`@sbc/format/password`, the one its contract checks), so
 * most mistakes are caught before the request, plus the difference from the old one and the
 * confirmation.
 */
export function checkPasswordChange(input: Record<PasswordField, string>): PasswordErrors {
  const errors: PasswordErrors = {};
  if (!input.current_password) errors.current_password = 'Kata sandi lama wajib diisi';
  const next = input.new_password;
  const problem = next ? passwordProblem(next) : 'Kata sandi baru wajib diisi';
  if (problem) errors.new_password = problem;
  else if (next === input.current_password)
    errors.new_password = 'Kata sandi baru harus berbeda dari yang lama';
  if (!input.confirmation) errors.confirmation = 'Ulangi kata sandi baru';
  else if (next && input.confirmation !== next)
    errors.confirmation = 'Konfirmasi kata sandi tidak sama';
  return errors;
}
