// Pieces every community administration contract shares (see ../community.ts).
import { z } from 'zod';
import { formInt } from '../../fields';
import { permalinkField } from '../../visitor/news-schemas';

const admin = { service: 'admin', auth: 'admin', encoding: 'json' } as const;
export const chapter = { ...admin, permission: 'chapter' } as const;
export const content = { ...admin, permission: 'content' } as const;
export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const id = () => formInt().pipe(z.number().int().positive('Tidak valid'));
export const optionalText = (max: number) => z.string().trim().max(max).default('');
/** Empty text means "none" (null) for optional columns such as a phone number. */
export const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
export const urlOrEmpty = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Harus berupa alamat http(s)://')
    .nullish()
    .transform((v) => (v ? v : null));
/** A permalink; empty means "make one from the title". */
export const slugInput = () =>
  z
    .union([z.literal(''), permalinkField()])
    .optional()
    .transform((v) => (v ? v : undefined));
/** An image sent as a data URL (see ../../fields). */
export { dataUrl } from '../../fields';
/** A moment in Unix seconds (see ../../fields). */
export { unixSeconds as unix } from '../../fields';
export const chapterIdInput = () =>
  z
    .union([formInt(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

export const ok = z.object({ id: z.number().int() });
