import { COVER_WIDTHS, storeResponsiveImage } from './images';
import { type Storage } from './storage';

/** The key of a cover's copy `width` pixels wide: `berita/foo.webp` → `berita/foo-320.webp`. */
export const coverSizeKey = (key: string, width: number): string => `${key.replace(/\.webp$/, '')}-${width}.webp`;

/** Stores the smaller WebP copies of a cover next to its key; answers their widths. */
export async function storeCoverSizes(storage: Storage, key: string, original: Buffer): Promise<number[]> {
  const { sizes } = await storeResponsiveImage(storage, key.replace(/\.webp$/, ''), original, COVER_WIDTHS);
  return sizes;
}

/** Deletes a cover and every copy of it (the recorded widths and any standard width). */
export async function deleteCover(storage: Storage, key: string, widths: readonly number[] | null = null): Promise<void> {
  const all = new Set<number>([...COVER_WIDTHS, ...(widths ?? [])]);
  await Promise.all([key, ...[...all].map((w) => coverSizeKey(key, w))].map((k) => storage.delete(k)));
}

/** The `srcset` of a cover's stored copies, with absolute URLs; null when it has none. */
export function coverSrcset(storage: Storage, key: string | null, widths: readonly number[] | null): string | null {
  if (!key || !widths?.length) return null;
  return [...widths]
    .sort((a, b) => a - b)
    .map((w) => `${storage.url(coverSizeKey(key, w))} ${w}w`)
    .join(', ');
}
