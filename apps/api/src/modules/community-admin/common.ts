import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@sbc/contract/image-limits';
import { slugify } from '@sbc/format/slug';
import { sql } from 'drizzle-orm';
import { type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import sharp from 'sharp';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/errors';
import { freeSlug, slugTakenIn } from '../../services/slugs';
import { checkImageUpload, convertUpload } from '../../services/uploads';
import { type Storage } from '../../services/storage';

/** The transaction handle drizzle passes, typed as the database (as the other modules do). */
export type Tx = Db;

/**
 * The permalink to store: the one typed (refused with 409 when another row holds it), or one made
 * from the title ("&" read as "dan": "Ayah & Bunda" → "ayah-dan-bunda") with -2, -3… until it is free.
 */
export async function uniqueSlug(
  db: Db,
  table: PgTable & { id: PgColumn; slug: PgColumn },
  o: { typed?: string; title: string; exceptId?: number },
): Promise<string> {
  const taken = slugTakenIn(db, table, table.slug, o.exceptId);
  if (o.typed) {
    if (await taken(o.typed)) throw slugTaken();
    return o.typed;
  }
  const base = slugify(o.title, { maxLength: 80, fallback: 'tanpa-judul', ampersand: 'dan' });
  return freeSlug(base, taken, { attempts: 500 });
}

export function slugTaken(): AppError {
  return new AppError('CONFLICT', 'Permalink sudah dipakai, pilih yang lain', [
    { field: 'slug', message: 'Permalink sudah dipakai' },
  ]);
}

/** Runs a write; a unique violation (two saves racing for one permalink or code) becomes a 409 on that field. */
export async function uniqueOr409<T>(
  work: () => Promise<T>,
  field = 'slug',
  message = 'Permalink sudah dipakai',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', message, [{ field, message }]);
    throw error;
  }
}

export function notFound(what: string): AppError {
  return new AppError('NOT_FOUND', `${what} tidak ditemukan`);
}

export function badField(field: string, message: string): AppError {
  return new AppError('BAD_REQUEST', message, [{ field, message }]);
}

/** A number id from a path parameter; anything else is not found. */
export function idParam(value: string, what: string): number {
  if (!/^\d{1,9}$/.test(value)) throw notFound(what);
  return Number(value);
}

export const toUnixOrNull = (d: Date | null): number | null =>
  d ? Math.floor(d.getTime() / 1000) : null;

/** A short random suffix so a replaced image gets a new key (browsers and caches never show the old one). */
export const newKeySuffix = () => randomBytes(4).toString('hex');

/**
 * Checks an uploaded image and stores it once as WebP, fitted inside `width`×`height`
 * (`cover` crops to exactly that size, for portraits). Answers the storage key and the stored
 * image's size in pixels.
 */
export async function storeUploadedImage(
  storage: Storage,
  o: {
    dataUrl: string;
    field: string;
    key: string;
    width: number;
    height: number;
    fit: 'inside' | 'cover';
    minWidth: number;
    minHeight: number;
  },
): Promise<{ key: string; width: number; height: number }> {
  const checked = await checkImageUpload(o.dataUrl, {
    field: o.field,
    maxBytes: MAX_IMAGE_BYTES,
    minWidth: o.minWidth,
    minHeight: o.minHeight,
  });
  const { data, info } = await convertUpload(o.field, () =>
    sharp(checked.bytes)
      .rotate()
      .resize({
        width: o.width,
        height: o.height,
        fit: o.fit,
        withoutEnlargement: o.fit === 'inside',
      })
      .webp({ quality: 78 })
      .toBuffer({ resolveWithObject: true }),
  );
  await storage.put(o.key, data, 'image/webp');
  return { key: o.key, width: info.width, height: info.height };
}

/** Removes stored files after the change that dropped them has committed; a missing file is fine. */
export async function deleteStored(
  storage: Storage,
  keys: (string | null | undefined)[],
): Promise<void> {
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map((k) => storage.delete(k).catch(() => undefined)),
  );
}

/** `count(*)` as a number. */
export const countAll = sql<number>`count(*)::int`;

/** Body size for calls that carry an image as a data URL (8 MB of image is about 11 MB of base64). */
export const IMAGE_BODY_LIMIT = 12 * 1024 * 1024;
