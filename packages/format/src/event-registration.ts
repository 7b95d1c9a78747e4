/**
 * What a participant does with their registration code: show its QR code at the door, or, for an
 * online event (no door where it is scanned), say the code when the organisers ask for it. The
 * public event page and the member area's event list show these same words.
 */
export function registrationCodeHint(isOnline: boolean): string {
  return isOnline
    ? 'Sebutkan kode ini bila panitia memintanya selama event daring.'
    : 'Tunjukkan kode QR ini kepada petugas presensi saat datang.';
}
