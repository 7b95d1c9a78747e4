/** The prefix of the registration QR code's text (ARCHITECTURE section 9). */
export const QR_PREFIX = 'SBCREG:';

const PREFIX_PATTERN = /^SBCREG:/i;
/** A typed word that looks like a registration code: letters, digits or dashes, with a digit… */
const CODE_WITH_DIGIT = /^(?=.*\d)[A-Za-z0-9_-]{6,120}$/;
/** …or a long all-capital word (codes are 12 capitals and digits, and some have no digit). */
const CODE_IN_CAPITALS = /^[A-Z0-9]{8,120}$/;

/** What the admin typed into the check-in field. */
export type CheckInInput =
  | { kind: 'empty' }
  /** `certain`: the SBCREG: text of a QR code; otherwise a word that may be a code or a name. */
  | { kind: 'code'; code: string; certain: boolean }
  | { kind: 'search'; q: string };

/**
 * Reads the check-in field: `SBCREG:<code>` (what a QR scanner types) is a code for sure,
 * a single word with digits (or in capitals) is probably one, anything else (a name, an email)
 * is a search.
 */
export function readCheckInInput(text: string): CheckInInput {
  const value = text.trim();
  if (!value) return { kind: 'empty' };
  if (PREFIX_PATTERN.test(value)) {
    const code = value.replace(PREFIX_PATTERN, '').trim();
    return code ? { kind: 'code', code, certain: true } : { kind: 'empty' };
  }
  if (CODE_WITH_DIGIT.test(value) || CODE_IN_CAPITALS.test(value)) {
    // Codes are issued in capitals; phones often type the first letter small or all of them.
    return { kind: 'code', code: value.toUpperCase(), certain: false };
  }
  return { kind: 'search', q: value };
}

/** The registration code in a scanned QR text, or null when the QR is not an SBC registration. */
export function readScannedCode(text: string): string | null {
  const value = text.trim();
  if (!PREFIX_PATTERN.test(value)) return null;
  return value.replace(PREFIX_PATTERN, '').trim() || null;
}
