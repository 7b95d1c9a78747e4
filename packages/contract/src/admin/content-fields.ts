import { z } from 'zod';
import { permalinkField } from '../visitor/news-schemas';

/** Site-wide content administration (issue #10): the calls need the admin's `content` permission. */
export const contentCall = { service: 'admin', auth: 'admin', permission: 'content' } as const;

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A value that may also arrive as an empty form field, read as "not given". */
export const blankOr = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), schema])
    .optional()
    .transform((v) => (v === '' ? undefined : v) as z.output<T> | undefined);

/** A value that may be cleared: an empty form field or null reads as null. */
export const blankOrNull = <T extends z.ZodType>(schema: T) =>
  z
    .union([z.literal(''), z.null(), schema])
    .optional()
    .transform((v) => (v === '' ? null : v) as z.output<T> | null | undefined);

/** An http(s) address. */
const webUrl = (message = 'Alamat harus diawali http:// atau https://') =>
  z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/, message }));

/** An http(s) address, or nothing (empty clears it). */
export const optionalWebUrl = () => blankOrNull(webUrl());

/** A permalink that may be left empty (then the server makes one from the title). */
export const optionalPermalink = () => blankOr(permalinkField());

export const searchText = z.string().trim().max(100).optional();
