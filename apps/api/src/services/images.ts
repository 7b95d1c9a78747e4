import sharp from 'sharp';
import { type Storage } from './storage';

/** Widths every gallery photo is stored in, once, on upload. */
export const GALLERY_WIDTHS = [480, 960, 1600] as const;

/** Widths a news cover is also stored in, next to it, for the cards' `srcset`. */
export const COVER_WIDTHS = [320, 640, 960, 1600] as const;

/**
 * Stores a photo in every width (the gallery's unless given) not larger than the original, as WebP (orientation fixed, metadata dropped).
 * Answers the sizes written and the original's dimensions.
 */
export async function storeResponsiveImage(
  storage: Storage,
  keyBase: string,
  input: Buffer,
  widths: readonly number[] = GALLERY_WIDTHS,
): Promise<{ sizes: number[]; width: number; height: number }> {
  const oriented = sharp(input).rotate();
  const meta = await oriented.metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const sizes: number[] = widths.filter((w) => w <= width);
  if (!sizes.length) sizes.push(width);
  for (const w of sizes) {
    const out = await sharp(input).rotate().resize({ width: w }).webp({ quality: 74 }).toBuffer();
    await storage.put(`${keyBase}-${w}.webp`, out, 'image/webp');
  }
  return { sizes, width, height };
}
