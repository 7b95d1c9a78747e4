/**
 * The QR decoding boundary of the scanner: the browser's own BarcodeDetector when it reads
 * QR codes (Chrome on Android and macOS), otherwise jsQR, loaded only when a scan starts
 * (Chromium on Linux and Firefox have no BarcodeDetector).
 */

interface DetectedBarcode {
  rawValue: string;
}

interface BarcodeDetectorInstance {
  detect(source: ImageData): Promise<DetectedBarcode[]>;
}

/** The Shape Detection API's constructor; not in TypeScript's DOM types yet. */
interface BarcodeDetectorConstructor {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** Reads the QR code in one frame: its text, or null when the frame holds none. */
export type QrDecoder = (image: ImageData) => Promise<string | null>;

async function nativeDecoder(): Promise<QrDecoder | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorConstructor }).BarcodeDetector;
  if (!Native) return null;
  try {
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Native({ formats: ['qr_code'] });
    return async (image) => (await detector.detect(image))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

async function scriptDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr');
  // Printed and on-screen QR codes are dark on light: skipping the inverted pass halves the work.
  return async (image) =>
    jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

let loading: Promise<QrDecoder> | null = null;

/** The decoder of this browser, created once; a failed load is retried on the next call. */
export function loadQrDecoder(): Promise<QrDecoder> {
  loading ??= nativeDecoder()
    .then((native) => native ?? scriptDecoder())
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The text of the QR code in `image`, or null when there is none. */
export async function decodeQr(image: ImageData): Promise<string | null> {
  return (await loadQrDecoder())(image);
}
