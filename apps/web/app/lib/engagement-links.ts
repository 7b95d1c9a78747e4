/** Outside links of the contact page and the help button, and the subscribe pop-up's window. */

/** The question the WhatsApp chat opens with. */
export const WHATSAPP_QUESTION = 'Halo Admin SBC, saya ingin bertanya tentang ';

/** Digits of a phone number in international form (`0812…` becomes `62812…`); '' when none. */
export function whatsappNumber(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '');
  if (!digits) return '';
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

/**
 * A WhatsApp number as people read it: `6281190044550` -> `+62 811 9004 4550` (country code,
 * operator prefix, then groups of four); '' when none. Numbers of other countries keep their digits.
 */
export function whatsappDisplay(value: string | null | undefined): string {
  const number = whatsappNumber(value);
  if (!number.startsWith('62') || number.length < 9) return number ? `+${number}` : '';
  const rest = number.slice(5).match(/.{1,4}/g) ?? [];
  return ['+62', number.slice(2, 5), ...rest].join(' ');
}

/** `https://wa.me/<number>?text=<question>`, or `null` when there is no number. */
export function whatsappHref(
  value: string | null | undefined,
  text: string = WHATSAPP_QUESTION,
): string | null {
  const number = whatsappNumber(value);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}

/** A Google Maps search for an address. */
export function mapsHref(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address.trim())}`;
}

/** Only http(s) links are followed (a survey URL from the API, for example); else `null`. */
export function safeHttpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The pop-up's end as epoch milliseconds, or `null` for a text that is not a date. */
export function parsePopupEnd(value: string): number | null {
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? ms : null;
}

/** SPEC section 4: the subscribe pop-up shows only before its end date. */
export function isPopupOpenAt(endMs: number | null, nowMs: number): boolean {
  return endMs !== null && nowMs < endMs;
}
