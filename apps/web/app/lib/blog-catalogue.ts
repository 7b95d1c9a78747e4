/** The disease catalogue's letter bar (`/blog/category/penyakit-katalog?huruf=A`). */

/** A to Z, the letters of the bar. */
export const CATALOGUE_LETTERS: readonly string[] = Array.from({ length: 26 }, (_, i) =>
  String.fromCharCode(65 + i),
);

/** The letter shown when none (or something other than one letter) is asked for. */
export const DEFAULT_CATALOGUE_LETTER = 'A';

/**
 * The letter of `?huruf=`, upper-cased; A without one; `null` for anything but a single letter
 * A–Z (no such page).
 */
export function readCatalogueLetter(searchParams: URLSearchParams): string | null {
  const raw = searchParams.get('huruf')?.trim();
  if (raw === undefined || raw === '') return DEFAULT_CATALOGUE_LETTER;
  return /^[A-Za-z]$/.test(raw) ? raw.toUpperCase() : null;
}

/** The letters that have entries: the first letter (A–Z) of each title. */
export function lettersWithEntries(titles: readonly string[]): string[] {
  const first = titles.map((t) => t.trim().charAt(0).toUpperCase());
  return CATALOGUE_LETTERS.filter((l) => first.includes(l));
}
