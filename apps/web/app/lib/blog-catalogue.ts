/** The disease catalogue's letter bar (`/blog/category/penyakit-katalog?huruf=A`). */

/** A to Z, the letters of the bar. */
export const CATALOGUE_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) =>
  String.fromCharCode(65 + i),
);

/** The letter shown when none (or something other than one letter) is asked for. */
export const DEFAULT_CATALOGUE_LETTER = 'A';

/** The letter of `?huruf=`, upper-cased; anything but a single letter A–Z gives A. */
export function readCatalogueLetter(searchParams: URLSearchParams): string {
  const raw = searchParams.get('huruf')?.trim() ?? '';
  return /^[A-Za-z]$/.test(raw) ? raw.toUpperCase() : DEFAULT_CATALOGUE_LETTER;
}
