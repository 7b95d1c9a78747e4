import { and, asc, eq } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { eventRegistrations, events, invoices, members, membershipActivations, orderLines, orders, payments } from '../../db/schema';
import { wibDay } from '@sbc/format/date';
import { sendRegistrationEmail } from '../registration/mail';
import { orderItem, sendMembershipReceipt } from './mail';

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** What settling an invoice led to, for the mail sent once its transaction committed. */
type Settled =
  | { kind: 'membership'; order: typeof orders.$inferSelect; invoice: typeof invoices.$inferSelect; item: string; until: string }
  | { kind: 'registration'; registration: typeof eventRegistrations.$inferSelect }
  | { kind: 'other' };

/**
 * Marks an invoice paid exactly once (only an unpaid invoice changes), then grants what it bought:
 * membership extended from its current end (or today) by activation_days, or the event seat confirmed.
 * The call that settled it mails the outcome: a membership's receipt, or an event's confirmation
 * (which stands as its receipt). `by` names the admin who marked it paid by hand; `by.record` runs
 * inside the same transaction (the audit entry), only when this call is the one that settled it.
 * Answers whether this call settled it.
 */
export async function settleInvoice(
  ctx: AppContext,
  orderId: number,
  by?: { adminId: number; record?: (tx: Db) => Promise<void> },
): Promise<boolean> {
  const { db } = ctx.database;
  const settled = await db.transaction(async (tx): Promise<Settled | undefined> => {
    const t = tx as unknown as Db;
    const [paid] = await t
      .update(invoices)
      .set({ status: 'paid', paidAt: new Date(), updatedAt: new Date(), markedPaidBy: by?.adminId ?? null })
      .where(and(eq(invoices.orderId, orderId), eq(invoices.status, 'unpaid')))
      .returning();
    if (!paid) return undefined;
    await by?.record?.(t);
    await t.update(payments).set({ status: 1, updatedAt: new Date() }).where(eq(payments.invoiceId, paid.id));
    const [order] = await t.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return { kind: 'other' };
    if (order.kind === 'membership' && order.memberId) {
      const lines = await t.select({ name: orderLines.name, days: orderLines.activationDays }).from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
      const days = lines.reduce((s, l) => s + l.days, 0);
      const [member] = await t.select({ until: members.membershipUntil }).from(members).where(eq(members.id, order.memberId)).for('update');
      const today = wibDay();
      const from = member?.until && member.until >= today ? member.until : today;
      const until = addDays(from, days);
      await t.insert(membershipActivations).values({ invoiceId: paid.id, memberId: order.memberId, days, until });
      await t.update(members).set({ membershipUntil: until, membershipPackage: lines[0]?.name ?? null }).where(eq(members.id, order.memberId));
      return { kind: 'membership', order, invoice: paid, item: orderItem(order.kind, lines[0]?.name), until };
    }
    if (order.registrationId) {
      const [reg] = await t
        .update(eventRegistrations)
        .set({ status: 'registered' })
        .where(and(eq(eventRegistrations.id, order.registrationId), eq(eventRegistrations.status, 'pending_payment')))
        .returning();
      if (reg) return { kind: 'registration', registration: reg };
    }
    return { kind: 'other' };
  });
  if (settled?.kind === 'membership') {
    await sendMembershipReceipt(ctx, settled.order, settled.invoice, settled.item, settled.until);
  } else if (settled?.kind === 'registration') {
    const [event] = await db.select().from(events).where(eq(events.id, settled.registration.eventId));
    if (event) await sendRegistrationEmail(ctx, event, settled.registration);
  }
  return settled !== undefined;
}
