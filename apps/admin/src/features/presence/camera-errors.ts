/** The camera cannot be used at all: no API, or the page is not served over HTTPS. */
export const CAMERA_UNSUPPORTED_MESSAGE =
  'Peramban ini tidak dapat membuka kamera. Gunakan peramban terbaru dan pastikan konsol dibuka melalui HTTPS.';

/** What the admin reads when `getUserMedia` refuses, by the DOMException's name. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'Izin kamera ditolak. Izinkan akses kamera untuk situs ini di pengaturan peramban, lalu coba lagi.';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'Kamera tidak ditemukan di perangkat ini.';
    case 'NotReadableError':
    case 'AbortError':
      return 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi tersebut, lalu coba lagi.';
    default:
      return 'Kamera tidak dapat dibuka. Coba lagi, atau ketik kode registrasi secara manual.';
  }
}
