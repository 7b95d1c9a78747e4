import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { wibDay } from '@sbc/format/date';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { eventRegistrations, events, invoices, orderLines, orders, payments, products } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { newSecret } from '../../services/secrets';
import { findMember } from '../member-auth/profile';
import { findOrder, viewOrder } from './view';

const INVOICE_HOURS = 24;

export async function listProducts(db: Db) {
  const rows = await db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sortOrder), asc(products.id));
  return rows.map((p) => ({
    id: p.id,
    code: p.code,
    name: p.name,
    description: p.description,
    category_id: p.categoryId,
    package: p.billingPeriod,
    activation_days: p.activationDays,
    price_gross: p.priceGross,
    discount_rupiah: p.discountRupiah,
    price_nett: p.priceGross - p.discountRupiah,
  }));
}

type Line = { name: string; description: string; priceGross: number; discountRupiah: number; activationDays: number };

/** Inserts an order with its lines and its invoice (code INV/<yyyymm>/<id>), valid 24 hours. */
export async function insertOrder(
  db: Db,
  order: { kind: 'membership' | 'event'; memberId: number | null; registrationId?: number; productId?: number; networkId: number | null; name: string; email: string },
  lines: Line[],
): Promise<string> {
  const code = newSecret().slice(0, 24);
  const [o] = await db.insert(orders).values({ ...order, code }).returning({ id: orders.id });
  if (!o) throw new Error('order insert returned nothing');
  await db.insert(orderLines).values(lines.map((l) => ({ ...l, orderId: o.id, priceNett: l.priceGross - l.discountRupiah })));
  const gross = lines.reduce((s, l) => s + l.priceGross, 0);
  const discount = lines.reduce((s, l) => s + l.discountRupiah, 0);
  const month = wibDay().slice(0, 7).replace('-', '');
  await db.insert(invoices).values({
    orderId: o.id,
    code: `INV/${month}/${String(o.id).padStart(6, '0')}`,
    totalGross: gross,
    totalDiscount: discount,
    totalNett: gross - discount,
    expiresAt: new Date(Date.now() + INVOICE_HOURS * 3600 * 1000),
  });
  return code;
}

export async function createMembershipOrder(ctx: AppContext, memberId: number, productCode: string) {
  const { db } = ctx.database;
  const [product] = await db.select().from(products).where(and(eq(products.code, productCode), eq(products.active, true))).limit(1);
  if (!product) throw new AppError('NOT_FOUND', 'Produk tidak ditemukan');
  const member = await findMember(db, memberId);
  const code = await db.transaction((tx) =>
    insertOrder(
      tx as unknown as Db,
      { kind: 'membership', memberId, productId: product.id, networkId: null, name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
      [{ name: product.name, description: product.description, priceGross: product.priceGross, discountRupiah: product.discountRupiah, activationDays: product.activationDays }],
    ),
  );
  const found = await findOrder(db, code);
  return viewOrder(ctx, found.order, found.invoice);
}

/** The order of a paid event registration (inside the registration's transaction). */
export function createEventOrder(
  db: Db,
  event: typeof events.$inferSelect,
  reg: typeof eventRegistrations.$inferSelect,
  ticket: { price: number; memberPrice: boolean },
): Promise<string> {
  return insertOrder(
    db,
    { kind: 'event', memberId: reg.memberId, registrationId: reg.id, networkId: event.chapterId, name: reg.name, email: reg.email },
    [{ name: `Tiket ${event.title}`, description: ticket.memberPrice ? 'Harga anggota' : 'Harga umum', priceGross: ticket.price, discountRupiah: 0, activationDays: 0 }],
  );
}

/** Who may act on an order: its member, or whoever holds its unguessable code (visitors' event orders). */
export function assertOrderAccess(principal: Principal, order: { memberId: number | null }): void {
  if (order.memberId !== null && principal.kind === 'member' && principal.id !== order.memberId) {
    throw new AppError('NOT_FOUND', 'Pesanan tidak ditemukan');
  }
}

/** Marks an unpaid invoice past its time as expired, releasing an event seat (once). */
export async function expireIfDue(ctx: AppContext, orderCode: string): Promise<void> {
  const { db } = ctx.database;
  const { order, invoice } = await findOrder(db, orderCode);
  if (invoice.status !== 'unpaid' || invoice.expiresAt.getTime() > Date.now()) return;
  if (await closeInvoice(db, order, invoice.id, 'expired')) await expireAtProvider(ctx, [order.code]);
}

/**
 * Closes every unpaid invoice past its time (at most `limit` at once), or only those of one
 * event's registrations: their seats come back without anyone opening the order again. Safe to
 * run in several processes at once (each invoice closes once). Answers how many it closed.
 */
export async function expireOverdueInvoices(ctx: AppContext, options: { eventId?: number; limit?: number } = {}): Promise<number> {
  const { db } = ctx.database;
  const overdue = await db
    .select({ order: orders, invoiceId: invoices.id })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(
      and(
        eq(invoices.status, 'unpaid'),
        sql`${invoices.expiresAt} <= now()`,
        options.eventId === undefined
          ? undefined
          : inArray(orders.registrationId, db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(eq(eventRegistrations.eventId, options.eventId))),
      ),
    )
    .orderBy(asc(invoices.expiresAt))
    .limit(options.limit ?? 100);
  const closed: string[] = [];
  for (const { order, invoiceId } of overdue) {
    if (await closeInvoice(db, order, invoiceId, 'expired')) closed.push(order.code);
  }
  await expireAtProvider(ctx, closed);
  return closed.length;
}

/** Sweeps overdue invoices every `everyMs` in this process; the returned function stops it. */
export function sweepOverdueInvoices(ctx: AppContext, everyMs: number, log: (error: unknown) => void): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireOverdueInvoices(ctx)
      .catch(log)
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Once an invoice is closed on our side (expired, cancelled by its payer, or its registration cancelled by an admin), the
 * provider's transaction for it, if the payer opened one, is expired too: its payment page then
 * refuses to take money for a seat that is no longer held. A provider that cannot be reached is
 * logged and the invoice stays closed; a settlement that still arrives changes nothing and is
 * logged for a refund (notification.ts).
 */
export async function expireAtProvider(ctx: AppContext, orderCodes: string[]): Promise<void> {
  if (orderCodes.length === 0) return;
  const opened = await ctx.database.db
    .select({ code: orders.code })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(payments, eq(payments.invoiceId, invoices.id))
    .where(and(inArray(orders.code, orderCodes), inArray(invoices.status, ['expired', 'failed', 'cancelled']), isNotNull(payments.token)));
  for (const { code } of opened) {
    try {
      await ctx.payments.expireTransaction(code);
    } catch (error) {
      console.error(`[api] could not expire the payment of order ${code} at the provider`, error);
    }
  }
}

/**
 * Closes an unpaid invoice as expired, failed or cancelled; an event order gives its seat back.
 * Only an unpaid invoice changes, so of two calls at once one closes it and the other answers
 * null. Answers whether a seat came back.
 */
export async function closeInvoice(
  db: Db,
  order: typeof orders.$inferSelect,
  invoiceId: number,
  status: 'expired' | 'failed' | 'cancelled',
): Promise<{ seatFreed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(invoices)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(invoices.id, invoiceId), eq(invoices.status, 'unpaid')))
      .returning({ id: invoices.id });
    if (!closed) return null;
    if (order.registrationId) {
      const [cancelled] = await tx
        .update(eventRegistrations)
        .set({ status: 'cancelled' })
        .where(and(eq(eventRegistrations.id, order.registrationId), eq(eventRegistrations.status, 'pending_payment')))
        .returning({ eventId: eventRegistrations.eventId });
      if (cancelled) {
        await tx.update(events).set({ participantCount: sql`${events.participantCount} - 1` }).where(eq(events.id, cancelled.eventId));
        return { seatFreed: true };
      }
    }
    return { seatFreed: false };
  });
}

const CLOSED_MESSAGE: Record<'paid' | 'expired' | 'failed' | 'cancelled', string> = {
  paid: 'Pesanan ini sudah dibayar dan tidak dapat dibatalkan.',
  expired: 'Pesanan ini sudah ditutup karena batas waktu pembayarannya lewat.',
  failed: 'Pesanan ini sudah ditutup karena pembayarannya gagal.',
  cancelled: 'Pesanan ini sudah dibatalkan.',
};

/**
 * Cancels an unpaid order for whoever may pay it: the invoice closes as cancelled and an event
 * order's seat comes back (closeInvoice, one transaction), then the provider's transaction, if
 * one was opened, is expired so it takes no money. A settlement that still arrives changes
 * nothing (settleInvoice only pays an unpaid invoice) and is logged for a refund.
 */
export async function cancelOrder(ctx: AppContext, principal: Principal, code: string) {
  const { db } = ctx.database;
  await expireIfDue(ctx, code);
  const { order, invoice } = await findOrder(db, code);
  assertOrderAccess(principal, order);
  if (invoice.status !== 'unpaid') throw new AppError('CONFLICT', CLOSED_MESSAGE[invoice.status]);
  const closed = await closeInvoice(db, order, invoice.id, 'cancelled');
  const fresh = await findOrder(db, code);
  if (!closed) {
    // Another call closed it first (paid, expired or cancelled at the same moment): say how it ended.
    const { status } = fresh.invoice;
    throw new AppError('CONFLICT', CLOSED_MESSAGE[status === 'unpaid' ? 'cancelled' : status]);
  }
  if (closed.seatFreed) ctx.contentChanges.notify('events');
  await expireAtProvider(ctx, [order.code]);
  return viewOrder(ctx, fresh.order, fresh.invoice);
}

/** Chooses the payment type; bank transfer takes a kode_unik no other open invoice holds. */
export async function selectPaymentMethod(ctx: AppContext, principal: Principal, code: string, type: 'bank_transfer' | 'card' | 'ewallet') {
  const { db } = ctx.database;
  await expireIfDue(ctx, code);
  const { order, invoice } = await findOrder(db, code);
  assertOrderAccess(principal, order);
  if (invoice.status === 'expired') throw new AppError('GONE', 'Tagihan sudah kedaluwarsa; silakan buat pesanan baru');
  if (invoice.status !== 'unpaid') throw new AppError('CONFLICT', 'Tagihan ini sudah tidak dapat diubah');
  const [hasPayment] = await db.execute<{ id: number }>(sql`select id from payments where invoice_id = ${invoice.id} limit 1`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  if (hasPayment) throw new AppError('CONFLICT', 'Pembayaran sudah dibuat; metode tidak dapat diganti');
  for (let attempt = 0; attempt < 30; attempt++) {
    const kodeUnik = type === 'bank_transfer' ? (invoice.kodeUnik > 0 ? invoice.kodeUnik : 1 + Math.floor(Math.random() * 999)) : 0;
    try {
      await db
        .update(invoices)
        .set({ paymentType: type, kodeUnik, paymentSelectedAt: invoice.paymentSelectedAt ?? new Date(), updatedAt: new Date() })
        .where(eq(invoices.id, invoice.id));
      break;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 29) throw error;
    }
  }
  const fresh = await findOrder(db, code);
  return viewOrder(ctx, fresh.order, fresh.invoice);
}

/** The invoice as its page shows it; the first read is recorded as the "invoice fetched" step. */
export async function getInvoice(ctx: AppContext, principal: Principal, code: string) {
  const { db } = ctx.database;
  await expireIfDue(ctx, code);
  const { order, invoice } = await findOrder(db, code);
  assertOrderAccess(principal, order);
  if (invoice.paymentType && !invoice.invoiceFetchedAt) {
    await db.update(invoices).set({ invoiceFetchedAt: new Date() }).where(eq(invoices.id, invoice.id));
    invoice.invoiceFetchedAt = new Date();
  }
  return viewOrder(ctx, order, invoice);
}
