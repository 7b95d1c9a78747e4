import sharp from 'sharp';
import { type Storage } from './storage';

/** Widths every gallery photo is stored in, once, on upload. */
export const GALLERY_WIDTHS = [480, 960, 1600] as const;

/** Widths a news cover is also stored in, next to it, for the cards' `srcset`. */
export const COVER_WIDTHS = [320, 640, 960, 1600] as const;

/** A picture's WebP copies, made in memory, and the original's dimensions. */
export interface ResponsiveCopies {
  copies: { width: number; data: Buffer }[];
  width: number;
  height: number;
}

/**
 * Makes a picture's copies in every width (the gallery's unless given) not larger than the original,
 * as WebP (orientation fixed, metadata dropped), in memory: a picture that fails to convert leaves
 * nothing stored.
 */
export async function responsiveCopies(input: Buffer, widths: readonly number[] = GALLERY_WIDTHS): Promise<ResponsiveCopies> {
  const meta = await sharp(input).rotate().metadata();
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  const sizes: number[] = widths.filter((w) => w <= width);
  if (!sizes.length) sizes.push(width);
  const copies: ResponsiveCopies['copies'] = [];
  for (const w of sizes) {
    copies.push({ width: w, data: await sharp(input).rotate().resize({ width: w }).webp({ quality: 74 }).toBuffer() });
  }
  return { copies, width, height };
}

/**
 * Stores the copies at `${keyBase}-${width}.webp`; when one cannot be stored, those already stored
 * are removed. Answers the widths stored and the original's dimensions.
 */
export async function storeCopies(
  storage: Storage,
  keyBase: string,
  { copies, width, height }: ResponsiveCopies,
): Promise<{ sizes: number[]; width: number; height: number }> {
  const stored: string[] = [];
  try {
    for (const copy of copies) {
      const key = `${keyBase}-${copy.width}.webp`;
      await storage.put(key, copy.data, 'image/webp');
      stored.push(key);
    }
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.delete(key)));
    throw error;
  }
  return { sizes: copies.map((c) => c.width), width, height };
}

/** Makes a picture's copies (`responsiveCopies`) and stores them (`storeCopies`). */
export async function storeResponsiveImage(
  storage: Storage,
  keyBase: string,
  input: Buffer,
  widths: readonly number[] = GALLERY_WIDTHS,
): Promise<{ sizes: number[]; width: number; height: number }> {
  return storeCopies(storage, keyBase, await responsiveCopies(input, widths));
}
