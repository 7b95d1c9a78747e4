import { type PaymentType } from '@sbc/contract';

/** How each payment method is named and explained on the order pages (the console's order list uses the same names). */
export const PAYMENT_METHODS: readonly { type: PaymentType; label: string; hint: string }[] = [
  {
    type: 'bank_transfer',
    label: 'Transfer bank',
    hint: 'Transfer ke rekening SBC. Tagihan ditambah kode unik 3 digit agar mudah dicocokkan.',
  },
  { type: 'card', label: 'Kartu', hint: 'Kartu kredit atau debit, dibayar di halaman pembayaran.' },
  {
    type: 'ewallet',
    label: 'Dompet digital',
    hint: 'Aplikasi dompet digital, dibayar di halaman pembayaran.',
  },
];

/** The label of a payment method: `card` gives `Kartu`. */
export function paymentTypeLabel(type: PaymentType): string {
  return PAYMENT_METHODS.find((method) => method.type === type)?.label ?? type;
}
