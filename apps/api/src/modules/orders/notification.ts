import { eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { paymentNotifications, payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { isValidSignature, snapAmount } from '../../services/payment-provider';
import { closeInvoice } from './service';
import { settleInvoice } from './settle';
import { findOrder } from './view';

interface Notification {
  order_id: string;
  status_code: string;
  gross_amount: string;
  signature_key: string;
  transaction_status: string;
  transaction_id?: string;
  fraud_status?: string;
}

/**
 * Handles the provider's notification: a wrong signature or amount changes nothing (and is logged);
 * repeats and late arrivals are harmless because only an unpaid invoice ever changes.
 */
export async function handleNotification(ctx: AppContext, n: Notification, log: (msg: string) => void): Promise<{ invoice_status: string }> {
  const { db } = ctx.database;
  const valid = isValidSignature(n, ctx.env.MIDTRANS_SERVER_KEY);
  await db.insert(paymentNotifications).values({ orderCode: n.order_id, transactionStatus: n.transaction_status, signatureValid: valid, body: n });
  if (!valid) {
    log(`payment notification with a wrong signature for order ${n.order_id}`);
    throw new AppError('FORBIDDEN', 'Tanda tangan notifikasi tidak valid');
  }
  const { order, invoice } = await findOrder(db, n.order_id);
  if (n.gross_amount !== snapAmount(invoice.totalNett + invoice.kodeUnik)) {
    log(`payment notification amount ${n.gross_amount} does not match invoice ${invoice.code}`);
    throw new AppError('BAD_REQUEST', 'Jumlah pembayaran tidak sesuai tagihan');
  }
  const status = n.transaction_status;
  const fraud = n.fraud_status ?? 'accept';
  if ((status === 'settlement' || status === 'capture') && fraud === 'accept') {
    if (invoice.status === 'expired' || invoice.status === 'failed' || invoice.status === 'cancelled') {
      // Money for what is no longer held (expireAtProvider should have stopped it): kept as it was, to be refunded.
      log(`payment settled for ${invoice.status} invoice ${invoice.code} (order ${n.order_id}): refund the payer`);
    }
    if (n.transaction_id) await db.update(payments).set({ providerTransactionId: n.transaction_id }).where(eq(payments.invoiceId, invoice.id));
    await settleInvoice(ctx, order.id);
  } else if (status === 'expire') {
    await closeInvoice(db, order, invoice.id, 'expired');
  } else if (status === 'deny' || status === 'cancel' || status === 'failure') {
    await closeInvoice(db, order, invoice.id, 'failed');
  }
  return { invoice_status: (await findOrder(db, n.order_id)).invoice.status };
}
