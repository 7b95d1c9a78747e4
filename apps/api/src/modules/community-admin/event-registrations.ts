// The registrations of one event, for its organisers: list, export, cancel.
import { type EventRegistrationRow, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { eventPresence, eventRegistrations, events, invoices, orders } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { expireAtProvider } from '../orders/service';
import { streamSheet } from '../presence/excel';
import { likePattern } from '../presence/participants';
import { attendanceText, REGISTRANT_COLUMNS, registrantCells } from '../presence/registrant-sheet';
import { sendRegistrationCancelledEmail } from '../registration/mail';
import { countAll, notFound } from './common';
import { eventInScope } from './events';

const registrationColumns = {
  r: eventRegistrations,
  present: sql<boolean>`${eventPresence.registrationId} is not null`,
};

function toRegistrationRow(r: {
  r: typeof eventRegistrations.$inferSelect;
  present: boolean;
}): EventRegistrationRow {
  return {
    registration_id: r.r.id,
    code: r.r.code,
    name: r.r.name,
    email: r.r.email,
    phone: r.r.phone,
    is_member: r.r.memberId !== null,
    status: r.r.status,
    registered_at: toUnix(r.r.createdAt),
    present: Boolean(r.present),
  };
}

export async function listEventRegistrations(
  db: Db,
  principal: Principal,
  o: {
    event_id: number;
    q?: string;
    status?: 'all' | 'registered' | 'pending_payment' | 'cancelled';
    page?: number;
    perPage?: number;
  },
): Promise<Paged<EventRegistrationRow>> {
  await eventInScope(db, principal, o.event_id, 'read');
  const where: (SQL | undefined)[] = [eq(eventRegistrations.eventId, o.event_id)];
  if (o.status && o.status !== 'all') where.push(eq(eventRegistrations.status, o.status));
  if (o.q) {
    const like = likePattern(o.q);
    where.push(
      or(
        ilike(eventRegistrations.name, like),
        ilike(eventRegistrations.email, like),
        ilike(eventRegistrations.code, like),
      ),
    );
  }
  const condition = and(...where);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      db
        .select(registrationColumns)
        .from(eventRegistrations)
        .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
        .where(condition)
        .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: countAll }).from(eventRegistrations).where(condition),
    toRegistrationRow,
  );
}

const STATUS_LABEL = {
  registered: 'Terdaftar',
  pending_payment: 'Menunggu pembayaran',
  cancelled: 'Dibatalkan',
} as const;

/** The registrations as an .xlsx, read in batches by id so memory stays flat. */
export async function exportEventRegistrations(
  db: Db,
  principal: Principal,
  eventId: number,
  onError: (e: unknown) => void,
) {
  const event = await eventInScope(db, principal, eventId, 'read');
  async function* batches() {
    let after = 0;
    let n = 0;
    for (;;) {
      const rows = await db
        .select(registrationColumns)
        .from(eventRegistrations)
        .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
        .where(and(eq(eventRegistrations.eventId, eventId), gt(eventRegistrations.id, after)))
        .orderBy(asc(eventRegistrations.id))
        .limit(1000);
      if (!rows.length) return;
      after = rows[rows.length - 1]?.r.id ?? after;
      yield rows.map((r) => ({
        no: ++n,
        ...registrantCells(r.r),
        status: STATUS_LABEL[r.r.status],
        present: attendanceText({ present: Boolean(r.present), status: r.r.status }),
      }));
    }
  }
  const columns = [
    ...REGISTRANT_COLUMNS,
    { header: 'Status', key: 'status', width: 22 },
    { header: 'Kehadiran', key: 'present', width: 14 },
  ];
  return {
    filename: `pendaftar-${event.slug}.xlsx`,
    body: streamSheet('Pendaftar', columns, batches(), onError),
  };
}

/**
 * Cancels a registration once and gives its seat back in the same transaction (the counter the
 * registration took it from); an unpaid invoice of it expires so it can no longer be paid. Once
 * committed, the registrant is told by mail.
 */
export async function cancelRegistration(
  ctx: AppContext,
  principal: Principal,
  registrationId: number,
) {
  const { db } = ctx.database;
  const [reg] = await db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId))
    .limit(1);
  if (!reg) throw notFound('Pendaftaran');
  const event = await eventInScope(db, principal, reg.eventId, 'write');
  const { freed, billClosed } = await db.transaction(async (tx) => {
    const [present] = await tx
      .select({ id: eventPresence.registrationId })
      .from(eventPresence)
      .where(eq(eventPresence.registrationId, registrationId));
    if (present)
      throw new AppError(
        'CONFLICT',
        'Peserta ini sudah tercatat hadir; batalkan dulu kehadirannya di halaman presensi event',
      );
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled' })
      .where(
        and(eq(eventRegistrations.id, registrationId), ne(eventRegistrations.status, 'cancelled')),
      )
      .returning({ id: eventRegistrations.id });
    if (!cancelled) throw new AppError('CONFLICT', 'Pendaftaran ini sudah dibatalkan');
    const [freed] = await tx
      .update(events)
      .set({ participantCount: sql`greatest(${events.participantCount} - 1, 0)` })
      .where(eq(events.id, reg.eventId))
      .returning({ seats: events.seats, count: events.participantCount });
    const orderIds = tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.registrationId, registrationId));
    const closedBills = await tx
      .update(invoices)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(inArray(invoices.orderId, orderIds), eq(invoices.status, 'unpaid')))
      .returning({ id: invoices.id });
    await recordAudit(tx as unknown as Db, principal, {
      action: 'cancel-registration',
      entity: 'event-registration',
      entityId: registrationId,
      summary: `Membatalkan pendaftaran ${reg.name} di event “${event.title}”`,
      detail: { email: reg.email, code: reg.code },
    });
    return { freed, billClosed: closedBills.length > 0 };
  });
  ctx.contentChanges.notify('events');
  const orderCodes = await db.select({ code: orders.code }).from(orders).where(eq(orders.registrationId, registrationId));
  await expireAtProvider(ctx, orderCodes.map((o) => o.code));
  await sendRegistrationCancelledEmail(ctx, event, reg, { billClosed });
  return {
    registration_id: registrationId,
    event_id: reg.eventId,
    seats_left:
      freed?.seats === null || freed === undefined ? null : Math.max(0, freed.seats - freed.count),
  };
}
