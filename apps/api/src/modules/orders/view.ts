import { type Order } from '@sbc/contract';
import { asc, eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { eventRegistrations, events, invoices, membershipActivations, orderLines, orders, paymentNotifications, payments } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toUnix } from '../news/mapping';

type OrderRow = typeof orders.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export async function findOrder(db: Db, code: string): Promise<{ order: OrderRow; invoice: InvoiceRow }> {
  const [row] = await db.select({ order: orders, invoice: invoices }).from(orders).innerJoin(invoices, eq(invoices.orderId, orders.id)).where(eq(orders.code, code)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan');
  return row;
}

export function toInvoice(order: OrderRow, i: InvoiceRow) {
  return {
    id: i.id,
    network_id: order.networkId,
    code: i.code,
    status: i.status,
    total_gross: i.totalGross,
    total_discount_rupiah: i.totalDiscount,
    total_nett: i.totalNett,
    kode_unik: i.kodeUnik,
    total_bill: i.totalNett + i.kodeUnik,
    payment_type: i.paymentType,
    expire_datetime: toUnix(i.expiresAt),
    create_datetime: toUnix(i.createdAt),
    update_datetime: toUnix(i.updatedAt),
  };
}

export function toPayment(order: OrderRow, p: PaymentRow) {
  return {
    id: p.id,
    network_id: order.networkId,
    invoice_header_id: p.invoiceId,
    total_bill: p.totalBill,
    payment_type: p.paymentType,
    token: p.token,
    redirect_url: p.redirectUrl,
    status: p.status,
    create_datetime: toUnix(p.createdAt),
    update_datetime: toUnix(p.updatedAt),
  };
}

/** Where the order stands, from the server's own records (SPEC section 1's finish pages). */
async function stageOf(db: Db, invoice: InvoiceRow, payment: PaymentRow | undefined, orderCode: string): Promise<Order['stage']> {
  if (invoice.status === 'paid') return 'paid';
  if (invoice.status === 'expired') return 'expired';
  if (invoice.status === 'failed') return 'failed';
  if (invoice.status === 'cancelled') return 'cancelled';
  if (payment) {
    if (payment.paymentType === 'bank_transfer') return 'pending';
    const [pending] = await db
      .select({ id: paymentNotifications.id })
      .from(paymentNotifications)
      .where(eq(paymentNotifications.orderCode, orderCode))
      .limit(1);
    return pending ? 'pending' : 'payment_created';
  }
  if (invoice.invoiceFetchedAt) return 'invoice_fetched';
  if (invoice.paymentType) return 'payment_selected';
  return 'order_created';
}

/** The whole order as clients see it. */
export async function viewOrder(ctx: AppContext, order: OrderRow, invoice: InvoiceRow): Promise<Order> {
  const { db } = ctx.database;
  const [[payment], lines, activation, event] = await Promise.all([
    db.select().from(payments).where(eq(payments.invoiceId, invoice.id)).limit(1),
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    // What this order gave: the end date its payment set (none before it is paid).
    order.kind === 'membership'
      ? db.select({ until: membershipActivations.until }).from(membershipActivations).where(eq(membershipActivations.invoiceId, invoice.id)).limit(1)
      : Promise.resolve([]),
    // The event's page, so a finish page opened without its `return` still leads back to it.
    order.registrationId === null
      ? Promise.resolve([])
      : db
          .select({ slug: events.slug })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(eq(eventRegistrations.id, order.registrationId))
          .limit(1),
  ]);
  return {
    code: order.code,
    stage: await stageOf(db, invoice, payment, order.code),
    kind: order.kind,
    invoice: toInvoice(order, invoice),
    payment: payment ? toPayment(order, payment) : null,
    detail: lines.map((l) => ({
      name: l.name,
      description: l.description,
      quantity: l.quantity,
      price_gross: l.priceGross,
      discount_rupiah: l.discountRupiah,
      price_nett: l.priceNett,
      activation_days: l.activationDays,
    })),
    bank_account:
      invoice.paymentType === 'bank_transfer'
        ? { bank: ctx.env.BANK_NAME, number: ctx.env.BANK_ACCOUNT_NUMBER, holder: ctx.env.BANK_ACCOUNT_HOLDER }
        : null,
    event_permalink: event[0]?.slug ?? null,
    membership_until: activation[0]?.until ?? null,
  };
}
