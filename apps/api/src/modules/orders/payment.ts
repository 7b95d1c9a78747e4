import { asc, eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { orderLines, payments } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { orderItem, sendPaymentInstructions } from './mail';
import { assertOrderAccess, expireIfDue } from './service';
import { findOrder, toInvoice, toPayment } from './view';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Creates the invoice's one payment. Two simultaneous calls insert one row (unique invoice_id):
 * the winner asks the provider for a token (a bank transfer's winner mails what to transfer
 * instead), the other waits for it and answers the same payment.
 */
export async function createPayment(ctx: AppContext, principal: Principal, code: string) {
  const { db } = ctx.database;
  await expireIfDue(ctx, code);
  const { order, invoice } = await findOrder(db, code);
  assertOrderAccess(principal, order);
  if (invoice.status === 'expired') throw new AppError('GONE', 'Tagihan sudah kedaluwarsa; silakan buat pesanan baru');
  if (invoice.status !== 'unpaid') throw new AppError('CONFLICT', 'Tagihan ini sudah tidak menunggu pembayaran');
  if (!invoice.paymentType) throw new AppError('CONFLICT', 'Pilih metode pembayaran terlebih dahulu');
  const totalBill = invoice.totalNett + invoice.kodeUnik;
  const [mine] = await db
    .insert(payments)
    .values({ invoiceId: invoice.id, paymentType: invoice.paymentType, totalBill })
    .onConflictDoNothing({ target: payments.invoiceId })
    .returning();
  if (mine && invoice.paymentType === 'bank_transfer') {
    // Only the call that inserted the payment mails the instructions: sent once per payment.
    const [line] = await db.select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)).limit(1);
    await sendPaymentInstructions(ctx, order, invoice, orderItem(order.kind, line?.name));
  } else if (mine) {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    try {
      const tx = await ctx.payments.createTransaction({
        orderCode: order.code,
        grossAmount: totalBill,
        customer: { name: order.name, email: order.email },
        items: lines.map((l, i) => ({ id: `L${i + 1}`, name: l.name.slice(0, 50), price: l.priceNett, quantity: l.quantity })),
        finishUrl: `${ctx.env.WEBVIEW_URL}/order/finish`,
      });
      await db.update(payments).set({ token: tx.token, redirectUrl: tx.redirectUrl, updatedAt: new Date() }).where(eq(payments.id, mine.id));
    } catch (error) {
      // Without a token the payment cannot go on: remove it so the payer can try again.
      await db.delete(payments).where(eq(payments.id, mine.id));
      throw Object.assign(new AppError('UNPROCESSABLE', 'Penyedia pembayaran tidak dapat dihubungi; silakan coba lagi'), { cause: error });
    }
  }
  for (let i = 0; i < 50; i++) {
    const [row] = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).limit(1);
    if (row && (row.paymentType === 'bank_transfer' || row.token)) {
      return { invoice: toInvoice(order, invoice), payment: toPayment(order, row) };
    }
    if (!row) break;
    await sleep(100);
  }
  throw new AppError('CONFLICT', 'Pembayaran sedang dibuat; silakan muat ulang halaman');
}
