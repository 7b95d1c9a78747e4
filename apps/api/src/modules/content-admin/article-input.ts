import { type ArticleInputSchema } from '@sbc/contract';
import { BODY_IMAGE_LIMITS, COVER_LIMITS, MAX_IMAGE_BYTES } from '@sbc/contract/image-limits';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { type z } from 'zod';
import { deleteCover, storeCoverSizes } from '../../services/cover-sizes';
import { type Storage } from '../../services/storage';
import { checkImageUpload, convertUpload } from '../../services/uploads';

export type ArticleInput = z.output<typeof ArticleInputSchema>;

const COVER_RULES = { maxBytes: MAX_IMAGE_BYTES, ...COVER_LIMITS };
const COVER_WIDTH = 1600;
const BODY_IMAGE_WIDTH = 1200;

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();

/** The first words of a post's paragraphs (its headings left out), for an excerpt left empty. */
export function excerptOf(html: string, maxChars = 220): string {
  const paragraphs = [...html.matchAll(/<p\b[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => textOf(m[1] ?? '')).filter(Boolean);
  const text = paragraphs.length ? paragraphs.join(' ') : textOf(html);
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxChars / 2)).trimEnd()}…`;
}

/** Stores an upload of `field` as a WebP at most `maxWidth` wide; answers its key and its size in pixels. */
async function storeWebp(
  storage: Storage,
  key: string,
  upload: { field: string; bytes: Buffer },
  maxWidth: number,
): Promise<{ key: string; width: number; height: number }> {
  const { data, info } = await convertUpload(upload.field, () =>
    sharp(upload.bytes)
      .rotate()
      .resize({ width: maxWidth, withoutEnlargement: true })
      .webp({ quality: 74 })
      .toBuffer({ resolveWithObject: true }),
  );
  await storage.put(key, data, 'image/webp');
  return { key, width: info.width, height: info.height };
}

const suffix = () => randomBytes(4).toString('hex');

/**
 * Checks a cover sent as a data URL and stores it as WebP, like the seed's covers (`berita/…`), with
 * its smaller copies for the cards; a new key each time, so no cache keeps showing the old picture.
 * Answers the storage key, the stored cover's size (link previews announce it) and the copies' widths.
 */
export async function storeCoverImage(
  storage: Storage,
  dataUrl: string,
  permalink: string,
): Promise<{ key: string; width: number; height: number; widths: number[] }> {
  const image = await checkImageUpload(dataUrl, { field: 'cover_image', ...COVER_RULES });
  const upload = { field: 'cover_image', bytes: image.bytes };
  const stored = await storeWebp(storage, `berita/${permalink.slice(0, 120)}-${suffix()}.webp`, upload, COVER_WIDTH);
  const { key } = stored;
  try {
    return { ...stored, widths: await storeCoverSizes(storage, key, image.bytes) };
  } catch (error) {
    await deleteCover(storage, key);
    throw error;
  }
}

/** An image placed in a post's body: checked, stored as WebP; answers the key. */
export async function storeBodyImage(storage: Storage, dataUrl: string): Promise<string> {
  const image = await checkImageUpload(dataUrl, { field: 'image', maxBytes: MAX_IMAGE_BYTES, ...BODY_IMAGE_LIMITS });
  const upload = { field: 'image', bytes: image.bytes };
  const stored = await storeWebp(storage, `berita/isi/${Date.now().toString(36)}-${suffix()}.webp`, upload, BODY_IMAGE_WIDTH);
  return stored.key;
}
