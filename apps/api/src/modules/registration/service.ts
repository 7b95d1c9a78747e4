import { type Registration } from '@sbc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { eventRegistrations, events } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { newCode } from '../../services/secrets';
import { findMember } from '../member-auth/profile';
import { sendRegistrationEmail } from './mail';
import { createEventOrder } from '../orders/service';

type RegistrationRow = typeof eventRegistrations.$inferSelect;

export function toRegistration(r: RegistrationRow, orderCode: string | null = null): Registration {
  return {
    registration_id: r.id,
    event_id: r.eventId,
    code: r.code,
    qr_text: `SBCREG:${r.code}`,
    status: r.status,
    name: r.name,
    email: r.email,
    order_code: orderCode,
  };
}

export async function findPublishedEvent(db: Db, idOrSlug: string | number) {
  const key = typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug) ? eq(events.id, Number(idOrSlug)) : eq(events.slug, idOrSlug);
  const [row] = await db.select().from(events).where(and(key, eq(events.published, true))).limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Event tidak ditemukan');
  return row;
}

interface Person {
  memberId: number | null;
  visitorId: string | null;
  name: string;
  email: string;
  phone: string;
}

/** The registrant: the member of the token (from their profile), or the visitor's own details. */
async function personOf(ctx: AppContext, principal: Principal, body: { name?: string; email?: string; phone?: string; user_id?: string }): Promise<Person> {
  if (principal.kind === 'member') {
    const m = await findMember(ctx.database.db, principal.id);
    return { memberId: m.id, visitorId: null, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email, phone: m.mobilephone };
  }
  const missing = [
    ...(body.name ? [] : [{ field: 'name', message: 'Nama wajib diisi' }]),
    ...(body.email ? [] : [{ field: 'email', message: 'Email wajib diisi' }]),
    ...(body.phone ? [] : [{ field: 'phone', message: 'Nomor ponsel wajib diisi' }]),
  ];
  if (missing.length) throw new AppError('BAD_REQUEST', 'Lengkapi nama, email, dan nomor ponsel', missing);
  const visitorId = ctx.visitorIds.signedOrNull(body.user_id);
  return { memberId: null, visitorId, name: body.name ?? '', email: body.email ?? '', phone: body.phone ?? '' };
}

/**
 * Registers one person once per event, never over the seats: the seat is taken by a conditional
 * update and the registration inserted in the same transaction; a duplicate rolls both back.
 */
export async function registerForEvent(
  ctx: AppContext,
  principal: Principal,
  body: { event_id: number; name?: string; email?: string; phone?: string; user_id?: string },
): Promise<Registration> {
  const { db } = ctx.database;
  const event = await findPublishedEvent(db, body.event_id);
  const person = await personOf(ctx, principal, body);
  if (!event.registrationOpen || event.endsAt.getTime() < Date.now()) {
    throw new AppError('GONE', 'Pendaftaran event ini sudah ditutup');
  }
  const price = person.memberId ? event.priceMember : event.priceNonMember;
  let row: RegistrationRow | undefined;
  let orderCode: string | null = null;
  try {
    row = await db.transaction(async (tx) => {
      const [seat] = await tx
        .update(events)
        .set({ participantCount: sql`${events.participantCount} + 1` })
        .where(and(eq(events.id, event.id), sql`(${events.seats} is null or ${events.participantCount} < ${events.seats})`))
        .returning({ id: events.id });
      if (!seat) throw new AppError('CONFLICT', 'Maaf, kursi event ini sudah penuh');
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({ eventId: event.id, ...person, code: newCode(), status: price > 0 ? 'pending_payment' : 'registered' })
        .returning();
      // A paid seat waits for its payment: the order goes through the order flow (orders issue).
      if (inserted && price > 0) orderCode = await createEventOrder(tx as unknown as Db, event, inserted, price);
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', `${person.email} sudah terdaftar di event ini`, [{ field: 'email', message: 'Sudah terdaftar di event ini' }]);
    }
    throw error;
  }
  if (!row) throw new Error('registration insert returned nothing');
  if (row.status === 'registered') await sendRegistrationEmail(ctx, event, row);
  return toRegistration(row, orderCode);
}
