import type { FileDownload } from '@sbc/api-client';

/**
 * Saves a downloaded file under the name the server gave it (or `fallbackName`): a Blob, an
 * object URL and a temporary `<a download>`, the one way every browser honours the name.
 */
export function saveDownload(file: FileDownload, fallbackName: string): string {
  const filename = file.filename ?? fallbackName;
  const url = URL.createObjectURL(new Blob([file.data], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return filename;
}

/**
 * The file of an export call. The contract types file calls' results as `unknown` (its
 * `produces` is not narrowed), so the shape is checked here instead of cast.
 */
export async function expectFile(call: Promise<unknown>): Promise<FileDownload> {
  const result = await call;
  if (
    typeof result === 'object' &&
    result !== null &&
    (result as FileDownload).data instanceof ArrayBuffer
  ) {
    return result as FileDownload;
  }
  throw new Error('Server tidak mengirim berkas.');
}
