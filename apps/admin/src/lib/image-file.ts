/**
 * Checks a picked image in the browser the way the API's `checkImageUpload`
 * (apps/api/src/services/uploads.ts) will: type by content, size, and decoded dimensions, with
 * the same limits (`@sbc/contract/image-limits`, which the API uses too) and the same Indonesian
 * messages, so a wrong file is refused at once rather than on saving.
 */

import { type ImageLimits, MAX_IMAGE_BYTES } from '@sbc/contract/image-limits';

export {
  BOARD_PHOTO_LIMITS,
  BODY_IMAGE_LIMITS,
  COVER_LIMITS,
  GALLERY_PHOTO_LIMITS,
  // Image types the API accepts (by content; the `accept` of file inputs uses them too).
  IMAGE_TYPES,
  MAX_IMAGE_BYTES,
  type ImageLimits,
} from '@sbc/contract/image-limits';

export const EMPTY_FILE_MESSAGE = 'Berkas kosong';
export const TOO_LARGE_MESSAGE = `Ukuran gambar maksimal ${Math.round(MAX_IMAGE_BYTES / (1024 * 1024))} MB`;
export const NOT_AN_IMAGE_MESSAGE = 'Berkas bukan gambar JPEG, PNG, atau WebP yang valid';
export const tooSmallMessage = ({ minWidth, minHeight }: ImageLimits) =>
  `Gambar minimal ${minWidth}×${minHeight} piksel`;

/** Width and height of a decoded picture. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Decodes a picture and answers its size as shown (EXIF rotation applied), or null when it does not decode. */
export type ImageDecoder = (file: Blob) => Promise<ImageSize | null>;

/** The browser's decoder: `createImageBitmap`, else an `<img>`. */
export const decodeInBrowser: ImageDecoder = async (file) => {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      return null;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    return await new Promise<ImageSize | null>((resolve) => {
      const image = new Image();
      image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
      image.onerror = () => resolve(null);
      image.src = url;
    });
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** Whether the first bytes are those of a JPEG, PNG or WebP file (what the name or type claims does not count). */
export function hasImageSignature(head: Uint8Array): boolean {
  const at = (offset: number, bytes: readonly number[]) =>
    bytes.every((byte, i) => head[offset + i] === byte);
  const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
  return (
    at(0, [0xff, 0xd8, 0xff]) ||
    at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ||
    (at(0, ascii('RIFF')) && at(8, ascii('WEBP')))
  );
}

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Berkas tidak dapat dibaca'));
    reader.readAsArrayBuffer(blob);
  });
}

/** Reads a file as a data URL (how the API takes images in a JSON body). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Berkas tidak dapat dibaca'));
    reader.readAsDataURL(file);
  });
}

/** What is wrong with a picked image for these limits, or null when the API will take it. */
export async function imageProblem(
  file: Blob,
  limits: ImageLimits,
  decode: ImageDecoder = decodeInBrowser,
): Promise<string | null> {
  if (file.size === 0) return EMPTY_FILE_MESSAGE;
  if (file.size > MAX_IMAGE_BYTES) return TOO_LARGE_MESSAGE;
  if (!hasImageSignature(await readBytes(file.slice(0, 12)))) return NOT_AN_IMAGE_MESSAGE;
  const size = await decode(file);
  if (!size) return NOT_AN_IMAGE_MESSAGE;
  if (size.width < limits.minWidth || size.height < limits.minHeight) return tooSmallMessage(limits);
  return null;
}

/** A picked image as a data URL, or the Indonesian reason the API would refuse it. */
export async function readImageFile(
  file: Blob,
  limits: ImageLimits,
  decode: ImageDecoder = decodeInBrowser,
): Promise<{ dataUrl: string } | { error: string }> {
  const problem = await imageProblem(file, limits, decode);
  return problem ? { error: problem } : { dataUrl: await readAsDataUrl(file) };
}
