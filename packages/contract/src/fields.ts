import { z } from 'zod';
import { MAX_IMAGE_BYTES } from './image-limits';
import { INT_MAX } from './messages';

/**
 * Field helpers that accept both body encodings: form values arrive as strings,
 * JSON values as numbers or booleans. The OpenAPI document shows the accepted input.
 */

/**
 * An integer given as a number or a numeric string, by default within what a PostgreSQL `integer`
 * column holds (every id and counter), so an id like 2147483648 is a field error, not a database
 * fault. Unix seconds pass `Number.MAX_SAFE_INTEGER` as `max`: dates after 2038 are larger.
 */
export const formInt = (max = INT_MAX) =>
  z
    .union([z.number().int(), z.string().trim().regex(/^-?\d+$/, 'Harus berupa bilangan bulat.')])
    .transform((v) => Number(v))
    .pipe(z.number().min(-max - 1, 'Angka terlalu kecil.').max(max, 'Angka terlalu besar.'));

/** The latest moment a date field takes, in Unix seconds: 31 December 9999, 23:59:59 UTC. */
export const LATEST_UNIX_SECONDS = 253_402_300_799;

/** A moment in Unix seconds, from 1970 to the end of the year 9999 (a date PostgreSQL and JavaScript both hold). */
export const unixSeconds = () =>
  formInt(Number.MAX_SAFE_INTEGER).pipe(
    z.number().int().min(0, 'Tanggal tidak valid').max(LATEST_UNIX_SECONDS, 'Tanggal tidak valid'),
  );

/** A tag's title needs a letter or a digit: its permalink, by which it is found again, is made of them. */
export const TAG_TITLE_PATTERN = /[\p{L}\p{N}]/u;
export const TAG_TITLE_MESSAGE = 'Tag harus memuat huruf atau angka';
/** How many tags one post may carry. */
export const MAX_POST_TAGS = 30;

/** A list that may arrive as one value (`a=1`) or several (`a=1&a=2`, `a[]=1`). */
export const formArray = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item]).transform((v) => (Array.isArray(v) ? v : [v]) as z.output<T>[]);

/** A boolean given as true/false or the strings true, false, 1, 0. */
export const formBool = () =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1');

/** Paging of SPEC section 3 as ARCHITECTURE section 9 settles it: 1-based, 0 read as 1, at most 100. */
export const PAGE_MAX = 100;
export const pageFields = {
  page: formInt()
    .pipe(z.number().int().min(0))
    .transform((p) => Math.max(1, p))
    .optional(),
  perPage: formInt().pipe(z.number().int().min(1).max(PAGE_MAX)).optional(),
};

/**
 * The longest data URL an image of at most `maxBytes` makes: base64 takes 4 characters per 3
 * bytes; a twentieth more leaves room for line breaks and the `data:image/…;base64,` prefix.
 */
export const dataUrlLength = (maxBytes: number) => Math.ceil(((maxBytes * 4) / 3) * 1.05);
const MAX_DATA_URL_CHARS = dataUrlLength(MAX_IMAGE_BYTES);

/**
 * An image sent as a data URL; the server checks type by content, size and dimensions. One too
 * long for an image within the size limit is refused with that rule ("Ukuran gambar maksimal
 * 8 MB", as the API's own check says it), before anything decodes it.
 */
export const dataUrl = () =>
  z
    .string()
    .min(1, 'Pilih gambar')
    .max(MAX_DATA_URL_CHARS, `Ukuran gambar maksimal ${Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB`)
    .startsWith('data:', 'Berkas harus berupa gambar');

/** A trimmed, required text. */
export const requiredText = (max = 255) => z.string().trim().min(1, 'Wajib diisi').max(max);

/**
 * A phone number as people write it ("+62 21 3190 4455", "(0542) 741-123"): digits, spaces,
 * brackets, hyphens and a leading +, so the public site's call link (`tel:`) dials something.
 */
export const phoneField = () =>
  requiredText(40).regex(
    /^\+?[0-9(][0-9 ()-]{5,}$/,
    'Nomor telepon hanya angka, spasi, tanda kurung, tanda hubung, atau +',
  );

/** A phone number that may be left blank (null then). */
export const optionalPhoneField = () =>
  z
    .union([phoneField(), z.string().regex(/^\s*$/)])
    .nullish()
    .transform((v) => v?.trim() || null);

/** An email, trimmed and lower-cased. */
export const emailField = () =>
  z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Format email tidak valid'))
    .transform((e) => e.toLowerCase());

/** A stored picture's width or height in pixels; null when it was not recorded (pictures stored before it was). */
export const imageSideField = () =>
  z.number().int().positive().nullable().meta({ description: 'In pixels; null when not recorded.' });
