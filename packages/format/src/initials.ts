/** First letter or digit in any script; skips punctuation such as quotes or brackets. */
const FIRST_LETTER = /[\p{L}\p{N}]/u;

function firstLetter(part: string | null | undefined): string {
  const match = (part ?? '').normalize('NFC').trim().match(FIRST_LETTER);
  return match ? match[0].toUpperCase() : '';
}

/**
 * Avatar initials: the first letter of the first name and of the last name,
 * upper-cased (`'budi', 'santoso'` gives `'BS'`). A missing or blank part adds
 * nothing, so a single name gives one letter and no name gives `''`.
 * Works with any Unicode script (`'élodie'` gives `'É'`).
 *
 * @param firstName given name, may be missing
 * @param lastName family name, may be missing
 */
export function initials(firstName?: string | null, lastName?: string | null): string {
  return firstLetter(firstName) + firstLetter(lastName);
}
