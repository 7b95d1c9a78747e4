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
  /**
   * Ends a transaction the payer has not paid, so its payment page refuses to take money (an
   * invoice closed on our side: a cancelled registration, an expired or failed invoice). Answers
   * false when the provider has no such transaction (the payer never chose a method).
   */
  expireTransaction(orderCode: string): Promise<boolean>;
}

/**
 * Snap's create-transaction call (server key as Basic auth, answers token and redirect_url), and
 * the Core API's expire call (`POST {coreUrl}/{order_id}/expire`, status_code 407 when expired).
 */
export function createSnapProvider(options: { baseUrl: string; coreUrl: string; serverKey: string; timeoutMs?: number }): PaymentProvider {
  const auth = `Basic ${Buffer.from(`${options.serverKey}:`).toString('base64')}`;
  return {
    async expireTransaction(orderCode) {
      const res = await fetch(`${options.coreUrl}/${encodeURIComponent(orderCode)}/expire`, {
        method: 'POST',
        headers: { authorization: auth, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await res.json().catch(() => ({}))) as { status_code?: string; status_message?: string };
      if (body.status_code === '407' || body.status_code === '200') return true;
      if (res.status === 404 || body.status_code === '404') return false;
      throw new Error(`Expire transaction ${orderCode} failed (${res.status}): ${body.status_message ?? body.status_code ?? 'no answer'}`);
    },
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
