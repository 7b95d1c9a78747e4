import sharp from 'sharp';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';

const MAX_BYTES = 2 * 1024 * 1024;

/**
 * Checks a member photo by its content (not its claimed type), squares it to 320 px WebP and stores it.
 * Answers the storage key.
 */
export async function storeMemberPhoto(storage: Storage, memberId: number, dataUrl: string): Promise<string> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_BYTES) {
    throw new AppError('BAD_REQUEST', 'Foto maksimal 2 MB', [{ field: 'member_image', message: 'Foto maksimal 2 MB' }]);
  }
  let image: Buffer;
  try {
    const meta = await sharp(bytes).metadata();
    if (!meta.format || !['jpeg', 'png', 'webp'].includes(meta.format) || (meta.width ?? 0) < 64 || (meta.height ?? 0) < 64) {
      throw new Error('unsupported');
    }
    image = await sharp(bytes).rotate().resize(320, 320, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw new AppError('BAD_REQUEST', 'Foto harus gambar JPEG, PNG, atau WebP minimal 64×64 piksel', [
      { field: 'member_image', message: 'Berkas bukan gambar yang didukung' },
    ]);
  }
  const key = `anggota/${memberId}-${Date.now().toString(36)}.webp`;
  await storage.put(key, image, 'image/webp');
  return key;
}
