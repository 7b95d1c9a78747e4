import { createHash, timingSafeEqual } from 'node:crypto';

export interface SnapTransaction {
  orderCode: string;
  grossAmount: number;
  customer: { name: string; email: string };
  items: { id: string; name: string; price: number; quantity: number }[];
  finishUrl: string;
}

/** The payment provider (Midtrans Snap, or the API's own simulator at the same protocol). */
export interface PaymentProvider {
  createTransaction(tx: SnapTransaction): Promise<{ token: string; redirectUrl: string }>;
}

/** Snap's create-transaction call: server key as Basic auth, answers token and redirect_url. */
export function createSnapProvider(options: { baseUrl: string; serverKey: string; timeoutMs?: number }): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  return {
    async createTransaction(tx) {
      const res = await fetch(`${options.baseUrl}/transactions`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          transaction_details: { order_id: tx.orderCode, gross_amount: tx.grossAmount },
          customer_details: { first_name: tx.customer.name, email: tx.customer.email },
          item_details: tx.items,
          callbacks: { finish: tx.finishUrl },
        }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { token?: string; redirect_url?: string; error_messages?: string[] };
      if (!res.ok || !body.token || !body.redirect_url) {
        throw new Error(`Snap create transaction failed (${res.status}): ${body.error_messages?.join('; ') ?? 'no token'}`);
      }
      return { token: body.token, redirectUrl: body.redirect_url };
    },
  };
}

/** signature_key = SHA512(order_id + status_code + gross_amount + server key), over the raw strings. */
export function notificationSignature(n: { order_id: string; status_code: string; gross_amount: string }, serverKey: string): string {
  return createHash('sha512').update(n.order_id + n.status_code + n.gross_amount + serverKey).digest('hex');
}

/** Compares a received signature in constant time. */
export function isValidSignature(n: { order_id: string; status_code: string; gross_amount: string; signature_key: string }, serverKey: string): boolean {
  const expected = Buffer.from(notificationSignature(n, serverKey));
  const given = Buffer.from(n.signature_key.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Midtrans writes amounts with two decimals ("150000.00"); money stays integer rupiah here. */
export function snapAmount(rupiah: number): string {
  return `${rupiah}.00`;
}
