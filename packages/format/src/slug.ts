/** How {@link slugify} shapes a permalink. */
export interface SlugOptions {
  /** The longest permalink; it is cut at a word boundary (default 200, the blog's column). */
  maxLength?: number;
  /** What a title without a single letter or digit gives (default `''`: the caller decides). */
  fallback?: string;
  /** The word an ampersand becomes (`'dan'`: "Ayah & Bunda" → "ayah-dan-bunda"); by default it is dropped. */
  ampersand?: string;
}

/**
 * The permalink of a title, the one rule of the API and the admin console: accents dropped, apostrophes
 * dropped ("Jum’at" → "jumat"), lower case, words of ASCII letters and digits joined by hyphens, cut at a
 * word boundary ("Ibadah & Kesehatan: Puasa Sunah" → "ibadah-kesehatan-puasa-sunah").
 */
export function slugify(title: string, options: SlugOptions = {}): string {
  const { maxLength = 200, fallback = '', ampersand } = options;
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ampersand ? ` ${ampersand} ` : ' ')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxLength) break;
    slug = next;
  }
  return slug || fallback;
}
