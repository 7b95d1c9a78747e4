import sharp, { type Metadata } from 'sharp';
import { AppError } from '../http/errors';

/** Image formats the admin console accepts, decided by the file's content, never its name or claimed type. */
const IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const;

export interface ImageUploadRules {
  /** The form field, for the error's `errors[].field`. */
  field: string;
  /** Largest decoded file, in bytes. */
  maxBytes: number;
  minWidth: number;
  minHeight: number;
  /** Larger images are refused rather than decoded (a decompression bomb guard). */
  maxPixels?: number;
}

export interface CheckedImage {
  bytes: Buffer;
  format: (typeof IMAGE_FORMATS)[number];
  width: number;
  height: number;
}

const DATA_URL = /^data:[a-z0-9.+/-]+;base64,([A-Za-z0-9+/=\s]+)$/i;

const NOT_AN_IMAGE = 'Berkas bukan gambar JPEG, PNG, atau WebP yang valid';
/** WebP's largest side, in pixels: the stored copies are WebP, none larger than its original. */
const MAX_SIDE = 16_383;

function refuse(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, [{ field, message }]);
}

/**
 * Checks an uploaded image sent as a data URL (how the admin console and the member area send
 * files): size, real format by content, dimensions, from its header. Answers the bytes to convert
 * (through `convertUpload`) and store.
 */
export async function checkImageUpload(dataUrl: string, rules: ImageUploadRules): Promise<CheckedImage> {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1]) refuse(rules.field, 'Berkas harus dikirim sebagai gambar (data URL base64)');
  const bytes = Buffer.from(match[1], 'base64');
  const megabytes = Math.round(rules.maxBytes / (1024 * 1024));
  if (bytes.length === 0) refuse(rules.field, 'Berkas kosong');
  if (bytes.length > rules.maxBytes) refuse(rules.field, `Ukuran gambar maksimal ${megabytes} MB`);
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: rules.maxPixels ?? 40_000_000 }).metadata();
  } catch {
    refuse(rules.field, NOT_AN_IMAGE);
  }
  const format = IMAGE_FORMATS.find((f) => f === meta.format);
  if (!format) refuse(rules.field, NOT_AN_IMAGE);
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width * height > (rules.maxPixels ?? 40_000_000)) refuse(rules.field, 'Resolusi gambar terlalu besar');
  if (width < rules.minWidth || height < rules.minHeight) {
    refuse(rules.field, `Gambar minimal ${rules.minWidth}×${rules.minHeight} piksel`);
  }
  if (width > MAX_SIDE || height > MAX_SIDE) {
    refuse(rules.field, `Gambar maksimal ${MAX_SIDE.toLocaleString('id-ID')} piksel pada tiap sisi`);
  }
  return { bytes, format, width, height };
}

/**
 * Runs the conversion of a checked upload. `checkImageUpload` reads the header only, so a file whose
 * data breaks off after a whole header fails here, when its pixels are read: it is refused like any
 * file that is not a picture. `convert` must store nothing, so nothing is left behind.
 */
export async function convertUpload<T>(field: string, convert: () => Promise<T>): Promise<T> {
  try {
    return await convert();
  } catch {
    return refuse(field, NOT_AN_IMAGE);
  }
}
