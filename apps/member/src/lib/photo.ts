import {
  IMAGE_TYPES as PHOTO_TYPES,
  MAX_MEMBER_PHOTO_BYTES as MAX_PHOTO_BYTES,
  MEMBER_PHOTO_LIMITS,
} from '@sbc/contract/image-limits';

// The API's limits on a member photo (updateMemberProfile), which it checks with the same values.
export { MAX_PHOTO_BYTES, PHOTO_TYPES };
/** The API squares photos to 320 px; twice that keeps them sharp and the request small. */
const UPLOAD_SIDE_PX = 640;

/** Why a chosen file cannot be the photo, or `null` when it can. */
export function checkPhotoFile(file: { size: number; type: string }): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Foto harus berupa gambar JPEG, PNG, atau WebP.';
  }
  if (file.size > MAX_PHOTO_BYTES) {
    return `Ukuran foto maksimal ${MAX_PHOTO_BYTES / (1024 * 1024)} MB. Pilih foto yang lebih kecil.`;
  }
  return null;
}

/** Reads a file into a `data:` URL in the browser. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('not text'));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('not an image'));
    image.src = src;
  });
}

/** A chosen photo the API would refuse, with what to tell the member. */
export class PhotoProblem extends Error {}

/** Why a decoded picture of `width` × `height` pixels cannot be the photo, or `null` when it can. */
export function checkPhotoSize(width: number, height: number): string | null {
  const { minWidth, minHeight } = MEMBER_PHOTO_LIMITS;
  return width < minWidth || height < minHeight
    ? `Foto minimal ${minWidth}×${minHeight} piksel. Pilih foto yang lebih besar.`
    : null;
}

/**
 * Scales a photo down to at most 640 px on its longer side as a JPEG on white, so the upload
 * stays far below the API's request size limit. Throws a {@link PhotoProblem} when the browser
 * cannot decode the file (it is not the picture its name says) or it is smaller than the API
 * takes: the member hears it on choosing the file, not when the whole profile is refused.
 */
export async function shrinkPhoto(dataUrl: string): Promise<string> {
  const image = await loadImage(dataUrl).catch(() => {
    throw new PhotoProblem(
      'Berkas ini bukan gambar yang dapat dibaca. Pilih foto JPEG, PNG, atau WebP lain.',
    );
  });
  const tooSmall = checkPhotoSize(image.naturalWidth, image.naturalHeight);
  if (tooSmall) throw new PhotoProblem(tooSmall);
  const scale = Math.min(1, UPLOAD_SIDE_PX / Math.max(image.naturalWidth, image.naturalHeight));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(image.naturalWidth * scale));
  canvas.height = Math.max(1, Math.round(image.naturalHeight * scale));
  const context = canvas.getContext('2d');
  if (!context) return dataUrl;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.88);
}
