/** Billing period labels (SPEC 9). */
export const BILLING_PERIOD_LABELS = {
  monthly: '1 Bulan',
  '3months': '3 Bulan',
  annually: '1 Tahun',
} as const;

/** A billing period as the API sends it. */
export type BillingPeriod = keyof typeof BILLING_PERIOD_LABELS;

/** Tells whether a string from the API is a known billing period. */
export function isBillingPeriod(value: string): value is BillingPeriod {
  return Object.hasOwn(BILLING_PERIOD_LABELS, value);
}

/**
 * The Indonesian label of a billing period: `'3months'` gives `'3 Bulan'`.
 * An unknown value (the API may add periods) is shown as it came.
 */
export function billingLabel(period: BillingPeriod | (string & {})): string {
  return isBillingPeriod(period) ? BILLING_PERIOD_LABELS[period] : period;
}

/** Digits of a bank transfer's kode unik (SPEC: a unique three-digit code added to the bill). */
const KODE_UNIK_DIGITS = 3;

/**
 * A bank transfer's kode unik as the payer reads it: always three digits, the last three of the
 * amount to transfer (`98` gives `'098'`, as in Rp 35.098).
 *
 * @param kodeUnik the code the API added to the bill (1 to 999)
 */
export function formatKodeUnik(kodeUnik: number): string {
  return String(Math.max(0, Math.trunc(kodeUnik))).padStart(KODE_UNIK_DIGITS, '0');
}

/**
 * What cancelling an unpaid order does, said before the payer confirms it (the member area and
 * the order page ask the same): `invoice` names the bill, e.g. `'INV/202611/000002'` or `'ini'`.
 */
export function cancelOrderWarning(kind: 'event' | 'membership', invoice: string): string {
  return kind === 'event'
    ? `Tagihan ${invoice} ditutup dan kursi Anda di event ini dilepas untuk pendaftar lain. Pesanan yang dibatalkan tidak dapat dibayar lagi.`
    : `Tagihan ${invoice} ditutup dan tidak dapat dibayar lagi. Anda bisa memesan paket baru kapan saja.`;
}
