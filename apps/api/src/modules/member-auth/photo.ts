import { MAX_MEMBER_PHOTO_BYTES, MEMBER_PHOTO_LIMITS } from '@sbc/contract/image-limits';
import sharp from 'sharp';
import { checkImageUpload, convertUpload } from '../../services/uploads';
import { type Storage } from '../../services/storage';

/**
 * Checks a member photo by its content (not its claimed type) against the limits the member area
 * checks too, squares it to 320 px WebP and stores it. Answers the storage key.
 */
export async function storeMemberPhoto(storage: Storage, memberId: number, dataUrl: string): Promise<string> {
  const { bytes } = await checkImageUpload(dataUrl, {
    field: 'member_image',
    maxBytes: MAX_MEMBER_PHOTO_BYTES,
    ...MEMBER_PHOTO_LIMITS,
  });
  const image = await convertUpload('member_image', () =>
    sharp(bytes).rotate().resize(320, 320, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
  );
  const key = `anggota/${memberId}-${Date.now().toString(36)}.webp`;
  await storage.put(key, image, 'image/webp');
  return key;
}
