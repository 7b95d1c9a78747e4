/**
 * Indonesian number and currency formatting (SPEC 9: thousands separator dot,
 * decimal comma, rupiah without decimals). The grouping is done by hand rather
 * than with `Intl`, because Node builds without full ICU data would silently
 * fall back to English separators.
 */

const THOUSANDS_SEPARATOR = '.';
const DECIMAL_SEPARATOR = ',';
/** Beyond this `toFixed` switches to exponent notation. */
const TO_FIXED_LIMIT = 1e21;

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, THOUSANDS_SEPARATOR);
}

function toPlainDigits(abs: number, fractionDigits: number): string {
  if (abs >= TO_FIXED_LIMIT) {
    const whole = BigInt(Math.round(abs)).toString();
    return fractionDigits > 0 ? `${whole}.${'0'.repeat(fractionDigits)}` : whole;
  }
  return abs.toFixed(fractionDigits);
}

/**
 * Formats a number the Indonesian way: `1234567.5` with one fraction digit
 * gives `"1.234.567,5"`; negatives get a leading minus. Non-finite input is
 * shown as zero so that a bad value never prints `NaN` on a page.
 *
 * @param n the number to format
 * @param fractionDigits digits after the decimal comma (0 to 20, default 0)
 */
export function formatNumberId(n: number, fractionDigits = 0): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(fractionDigits)));
  const value = Number.isFinite(n) ? n : 0;
  const [whole = '0', fraction] = toPlainDigits(Math.abs(value), digits).split('.');
  const body = groupThousands(whole) + (fraction ? DECIMAL_SEPARATOR + fraction : '');
  const isZero = /^[0.]*$/.test(whole + (fraction ?? ''));
  return value < 0 && !isZero ? `-${body}` : body;
}

/**
 * Formats an amount of rupiah, rounded to whole rupiah: `1500000` gives
 * `"Rp 1.500.000"`, `0` gives `"Rp 0"`, `-2500` gives `"-Rp 2.500"`.
 *
 * @param n amount in rupiah
 */
export function formatRupiah(n: number): string {
  const body = formatNumberId(Math.abs(n), 0);
  const isNegative = n < 0 && body !== '0';
  return `${isNegative ? '-' : ''}Rp ${body}`;
}
