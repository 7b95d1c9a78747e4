import { type Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code shown on screen as a phone camera would: a screenshot of the element, turned
 * into pixels by the page's own browser (a Blob bitmap, which no Content-Security-Policy limits)
 * and decoded with jsQR, the reader the certificate tests use.
 */
export async function readQrFromScreen(element: Locator): Promise<string | null> {
  const png = await element.screenshot();
  const { width, height, pixels } = await element.page().evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(bitmap, 0, 0);
    const image = context.getImageData(0, 0, bitmap.width, bitmap.height);
    return { width: image.width, height: image.height, pixels: Array.from(image.data) };
  }, png.toString('base64'));
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}
