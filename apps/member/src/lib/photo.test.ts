import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES, checkPhotoFile, checkPhotoSize } from './photo';

describe('checkPhotoFile', () => {
  it.each([
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: MAX_PHOTO_BYTES, type: 'image/webp' }, null],
    [
      { size: MAX_PHOTO_BYTES + 1, type: 'image/png' },
      'Ukuran foto maksimal 2 MB. Pilih foto yang lebih kecil.',
    ],
    [{ size: 1000, type: 'image/gif' }, 'Foto harus berupa gambar JPEG, PNG, atau WebP.'],
    [{ size: 1000, type: '' }, 'Foto harus berupa gambar JPEG, PNG, atau WebP.'],
  ])('%j gives %j', (file, expected) => expect(checkPhotoFile(file)).toBe(expected));
});

describe('checkPhotoSize', () => {
  it.each([
    [64, 64, null],
    [4000, 3000, null],
    [63, 640, 'Foto minimal 64×64 piksel. Pilih foto yang lebih besar.'],
    [640, 10, 'Foto minimal 64×64 piksel. Pilih foto yang lebih besar.'],
  ])('%i × %i gives %j', (width, height, expected) =>
    expect(checkPhotoSize(width, height)).toBe(expected),
  );
});
