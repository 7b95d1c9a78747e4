/** Image types the API accepts (it checks the content again). */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
/** The API's limit for one image. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;

/** A picked image as a data URL, or an Indonesian reason it cannot be sent. */
export async function readImageFile(file: File): Promise<{ dataUrl: string } | { error: string }> {
  if (!IMAGE_TYPES.includes(file.type)) return { error: 'Pilih gambar JPEG, PNG, atau WebP' };
  if (file.size > MAX_IMAGE_BYTES) return { error: 'Ukuran gambar maksimal 8 MB' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Gagal membaca berkas'));
    reader.readAsDataURL(file);
  });
  return { dataUrl };
}
