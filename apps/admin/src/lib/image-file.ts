/**
 * Checks a picked image in the browser the way the API's `checkImageUpload`
 * (apps/api/src/services/uploads.ts) will: type by content, size, and decoded dimensions, with
 * the same Indonesian messages, so a wrong file is refused at once rather than on saving.
 */

/** Image types the API accepts (by content; the `accept` of file inputs uses them too). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The API's limit for one image: 8 MB. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** The smallest picture an upload takes, in pixels. */
export interface ImageLimits {
  minWidth: number;
  minHeight: number;
}

/** Covers of articles and events (API: article-input.ts, community-admin/events.ts). */
export const COVER_LIMITS: ImageLimits = { minWidth: 600, minHeight: 300 };
/** Pictures inside an article's text (API: article-input.ts). */
export const BODY_IMAGE_LIMITS: ImageLimits = { minWidth: 100, minHeight: 100 };
/** Photos of an album (API: community-admin/gallery.ts). */
export const GALLERY_PHOTO_LIMITS: ImageLimits = { minWidth: 320, minHeight: 240 };
/** Portraits of board members (API: community-admin/boards.ts). */
export const BOARD_PHOTO_LIMITS: ImageLimits = { minWidth: 120, minHeight: 120 };

export const EMPTY_FILE_MESSAGE = 'Berkas kosong';
export const TOO_LARGE_MESSAGE = 'Ukuran gambar maksimal 8 MB';
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
