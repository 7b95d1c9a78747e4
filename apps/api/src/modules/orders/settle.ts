import { and, eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { eventRegistrations, events, invoices, members, membershipActivations, orderLines, orders, payments } from '../../db/schema';
import { wibDay } from '@sbc/format/date';
import { sendRegistrationEmail } from '../registration/mail';

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Marks an invoice paid exactly once (only an unpaid invoice changes), then grants what it bought:
 * membership extended from its current end (or today) by activation_days, or the event seat confirmed.
 * `by` names the admin who marked it paid by hand; `by.record` runs inside the same transaction
 * (the audit entry), only when this call is the one that settled it.
 */
export async function settleInvoice(
  ctx: AppContext,
  orderId: number,
  by?: { adminId: number; record?: (tx: Db) => Promise<void> },
): Promise<boolean> {
  const { db } = ctx.database;
  const confirmedRegistration = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [paid] = await t
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date(), markedPaidBy: by?.adminId ?? null })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'unpaid')))
      .returning({ id: invoices.id });
    if (!paid) return undefined;
    await by?.record?.(t);
    await t.update(payments).set({ status: 1, updatedAt: new Date() }).where(eq(payments.invoiceId, paid.id));
    const [order] = await t.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return undefined;
    if (order.kind === 'membership' && order.memberId) {
      const days = (await t.select({ d: orderLines.activationDays }).from(orderLines).where(eq(orderLines.orderId, orderId))).reduce((s, l) => s + l.d, 0);
      const [member] = await t.select({ until: members.membershipUntil }).from(members).where(eq(members.id, order.memberId)).for('update');
      const today = wibDay();
      const from = member?.until && member.until >= today ? member.until : today;
      const until = addDays(from, days);
      await t.insert(membershipActivations).values({ invoiceId: paid.id, memberId: order.memberId, days, until });
      const [line] = await t.select({ name: orderLines.name }).from(orderLines).where(eq(orderLines.orderId, orderId)).limit(1);
      await t.update(members).set({ membershipUntil: until, membershipPackage: line?.name ?? null }).where(eq(members.id, order.memberId));
      return undefined;
    }
    if (order.registrationId) {
      const [reg] = await t
        .update(eventRegistrations)
        .set({ status: 'registered' })
        .where(and(eq(eventRegistrations.id, order.registrationId), eq(eventRegistrations.status, 'pending_payment')))
        .returning();
      return reg;
    }
    return undefined;
  });
  if (confirmedRegistration) {
    const [event] = await db.select().from(events).where(eq(events.id, confirmedRegistration.eventId));
    if (event) await sendRegistrationEmail(ctx, event, confirmedRegistration);
  }
  return true;
}

