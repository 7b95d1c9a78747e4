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
