import { COMMON_PASSWORDS } from './common-passwords';

/** The shortest new password accepted. */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest new password accepted (argon2 has no short limit; this bounds the hashing work). */
export const PASSWORD_MAX_LENGTH = 128;
/** The answer for a password on the list of common ones, or made of one run or repeat. */
export const GUESSABLE_PASSWORD_MESSAGE = 'Kata sandi ini terlalu mudah ditebak; pilih yang lain';

/** The alphabet, keyboard rows and digits; a stretch of one, forwards or backwards, is a "run". */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
  '01234567890',
];
const RUNS = [...SEQUENCES, ...SEQUENCES.map((s) => [...s].reverse().join(''))];

/** One character repeated ("aaaa", "1111") or a stretch of one sequence ("abcd", "4321", "qwer"). */
function isRun(part: string): boolean {
  return /^(.)\1*$/.test(part) || RUNS.some((run) => run.includes(part));
}

/**
 * Whether a password is one a guesser tries early: a common password ("Password1", "sayang123"),
 * a short unit repeated ("a1a1a1a1", "ab12ab12"), or a run of letters next to a run of digits
 * ("abcd1234", "1234qwer", "zzzz9999"). Case does not matter.
 */
function isGuessable(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower) || /^(.{1,4})\1+$/.test(lower)) return true;
  const parts = /^([a-z]+)(\d+)$|^(\d+)([a-z]+)$/.exec(lower);
  return parts !== null && parts.slice(1).every((part) => part === undefined || isRun(part));
}

/**
 * The one rule for a new password, shared by the API's contract and the member and admin forms:
 * 8 to 128 characters, at least one letter (a–z, A–Z) and one digit, and not easily guessed.
 * An empty value gets the length message; forms that word "required" their own way check it first.
 *
 * @returns the Indonesian message of the first problem found, or `null` when the password is fine
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Kata sandi minimal ${PASSWORD_MIN_LENGTH} karakter`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Kata sandi maksimal ${PASSWORD_MAX_LENGTH} karakter`;
  if (!/[A-Za-z]/.test(password)) return 'Kata sandi harus mengandung huruf';
  if (!/\d/.test(password)) return 'Kata sandi harus mengandung angka';
  if (isGuessable(password)) return GUESSABLE_PASSWORD_MESSAGE;
  return null;
}
