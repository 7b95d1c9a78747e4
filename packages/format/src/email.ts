/** The longest address the API takes (packages/contract `emailField`, RFC 5321's path limit). */
const EMAIL_MAX_LENGTH = 254;

// something@domain.tld with no spaces and one @; the top-level part has at least two characters,
// as in zod's `z.email()` that the API applies, so a form never lets `budi@contoh.c` through.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * Whether `value` is shaped like an email address, the check a form makes before sending: looser
 * than the API's rule, so a form never refuses an address the API takes; the API still checks
 * fully and answers with the same message. Spaces around the address fail: trim first, as the
 * API does. At most 254 characters (checked first, which also bounds the pattern's work).
 */
export function looksLikeEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(value);
}
