import { type Order } from '@sbc/contract';

/** Where an order ended up, as the finish page tells it. */
export type OrderOutcome = 'paid' | 'pending' | 'expired' | 'failed' | 'cancelled' | 'unpaid';

/** One step of the payment flow (SPEC section 4). */
export interface OrderStep {
  key: 'created' | 'method' | 'invoice' | 'payment';
  label: string;
  isDone: boolean;
}

type OrderState = Pick<Order, 'stage' | 'payment'> & {
  invoice: Pick<Order['invoice'], 'payment_type'>;
};

const AFTER_INVOICE_FETCHED: ReadonlySet<Order['stage']> = new Set([
  'invoice_fetched',
  'payment_created',
  'pending',
  'paid',
  'failed',
]);

/**
 * The outcome of an order from the server's `stage` (never from a return URL): paid, waiting for
 * the payment (a payment exists), expired, failed, cancelled by its payer, or not paid yet (no
 * payment started).
 */
export function outcomeOf(order: Pick<Order, 'stage'>): OrderOutcome {
  switch (order.stage) {
    case 'paid':
    case 'expired':
    case 'failed':
    case 'cancelled':
      return order.stage;
    case 'pending':
    case 'payment_created':
      return 'pending';
    default:
      return 'unpaid';
  }
}

/**
 * The four steps of SPEC section 4 (order created, payment method selected, invoice fetched,
 * payment created), each marked done from what the order holds.
 */
export function orderSteps(order: OrderState): OrderStep[] {
  const hasMethod = order.invoice.payment_type !== null;
  const hasPayment = order.payment !== null;
  return [
    { key: 'created', label: 'Pesanan dibuat', isDone: true },
    { key: 'method', label: 'Metode pembayaran dipilih', isDone: hasMethod || hasPayment },
    {
      key: 'invoice',
      label: 'Tagihan diterbitkan',
      isDone: hasPayment || (hasMethod && AFTER_INVOICE_FETCHED.has(order.stage)),
    },
    { key: 'payment', label: 'Pembayaran dibuat', isDone: hasPayment },
  ];
}
