import { type Registration } from '@sbc/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { eventPresence, eventRegistrations, events, invoices, orders } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { newCode } from '../../services/secrets';
import { findMember, isMembershipActive } from '../member-auth/profile';
import { hitRateLimit } from '../../services/rate-limit';
import { sendPaymentRequestEmail, sendRegistrationEmail } from './mail';
import { createEventOrder, expireOverdueInvoices } from '../orders/service';
import { findOrder } from '../orders/view';

type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** How often one registration's mail (its confirmation, or the way to pay) can be sent again. */
export const RESEND_INTERVAL_SECONDS = 120;

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

export interface Person {
  memberId: number | null;
  visitorId: string | null;
  name: string;
  email: string;
  phone: string;
}

/** The registrant, and whether the member price applies to them (a member whose membership is active). */
interface Registrant {
  person: Person;
  memberPrice: boolean;
}

/** The registrant: the member of the token (from their profile), or the visitor's own details. */
async function registrantOf(ctx: AppContext, principal: Principal, body: { name?: string; email?: string; phone?: string; user_id?: string }): Promise<Registrant> {
  if (principal.kind === 'member') {
    const m = await findMember(ctx.database.db, principal.id);
    return { person: personOf(m), memberPrice: isMembershipActive(m) };
  }
  const missing = [
    ...(body.name ? [] : [{ field: 'name', message: 'Nama wajib diisi' }]),
    ...(body.email ? [] : [{ field: 'email', message: 'Email wajib diisi' }]),
    ...(body.phone ? [] : [{ field: 'phone', message: 'Nomor ponsel wajib diisi' }]),
  ];
  if (missing.length) throw new AppError('BAD_REQUEST', 'Lengkapi nama, email, dan nomor ponsel', missing);
  const visitorId = ctx.visitorIds.signedOrNull(body.user_id);
  return { person: { memberId: null, visitorId, name: body.name ?? '', email: body.email ?? '', phone: body.phone ?? '' }, memberPrice: false };
}

type PricedEvent = Pick<typeof events.$inferSelect, 'priceMember' | 'priceNonMember'>;

/** What a registration costs: the member price for a member whose membership is active, else the general one. */
export function priceFor(event: PricedEvent, memberPrice: boolean): number {
  return memberPrice ? event.priceMember : event.priceNonMember;
}

/** What registering would cost the one asking (a member token, or anyone else at the general price). */
export async function priceForPrincipal(ctx: AppContext, principal: Principal, event: PricedEvent): Promise<{ price: number; member_price: boolean }> {
  const memberPrice = principal.kind === 'member' && isMembershipActive(await findMember(ctx.database.db, principal.id));
  return { price: priceFor(event, memberPrice), member_price: memberPrice };
}

/**
 * A member whose account's address holds a registration made without logging in (by themselves,
 * before they had or used their account, or by someone else who typed their address) takes that
 * registration into their account, when they register or when they look at the event: the seat is
 * not taken twice, and the order of a paid one follows it. It becomes the member's own (their name
 * and phone, no visitor id) and, unless the same browser made it (`visitorId`) or someone has
 * checked in with it, a new code mailed to the address: whoever typed the address saw the old one.
 */
export async function claimByEmail(
  ctx: AppContext,
  event: typeof events.$inferSelect,
  person: Person,
  visitorId: string | null,
): Promise<RegistrationRow | undefined> {
  if (person.memberId === null) return undefined;
  const memberId = person.memberId;
  const { db } = ctx.database;
  const claimable = and(
    eq(eventRegistrations.eventId, event.id),
    sql`lower(${eventRegistrations.email}) = lower(${person.email})`,
    isNull(eventRegistrations.memberId),
    ne(eventRegistrations.status, 'cancelled'),
  );
  // Asked on every look at an event: mostly there is nothing to take, and that costs one read.
  const [any] = await db.select({ id: eventRegistrations.id }).from(eventRegistrations).where(claimable).limit(1);
  if (!any) return undefined;
  const claimed = await db.transaction(async (tx) => {
    const [found] = await tx.update(eventRegistrations).set({ memberId }).where(claimable).returning();
    if (!found) return undefined;
    const [present] = await tx.select({ id: eventPresence.registrationId }).from(eventPresence).where(eq(eventPresence.registrationId, found.id)).limit(1);
    if (present) {
      await tx.update(orders).set({ memberId }).where(and(eq(orders.registrationId, found.id), isNull(orders.memberId)));
      return { row: found, renewed: false };
    }
    const sameBrowser = visitorId !== null && found.visitorId === visitorId;
    const [own] = await tx
      .update(eventRegistrations)
      .set({ name: person.name, phone: person.phone, visitorId: null, ...(sameBrowser ? {} : { code: newCode() }) })
      .where(eq(eventRegistrations.id, found.id))
      .returning();
    await tx.update(orders).set({ memberId, name: person.name }).where(and(eq(orders.registrationId, found.id), isNull(orders.memberId)));
    return own ? { row: own, renewed: !sameBrowser } : undefined;
  });
  // The mail the address received carries the old code: send the new one (a paid one's follows its payment).
  if (claimed?.renewed && claimed.row.status === 'registered') await sendRegistrationEmail(ctx, event, claimed.row, { renewed: true });
  return claimed?.row;
}

/**
 * A member's registrations follow their profile until they are used: the name and phone of every
 * registration for an event not yet over that nobody has checked in with (so the attendance list and
 * the certificate carry the name the member gave last). `db` may be a transaction.
 */
export async function followMemberProfile(db: Db, memberId: number, person: { name: string; phone: string }): Promise<void> {
  await db
    .update(eventRegistrations)
    .set({ name: person.name, phone: person.phone })
    .where(
      and(
        eq(eventRegistrations.memberId, memberId),
        ne(eventRegistrations.status, 'cancelled'),
        sql`not exists (select 1 from event_presence p where p.registration_id = ${eventRegistrations.id})`,
        sql`${eventRegistrations.eventId} in (select id from events where ends_at > now())`,
      ),
    );
}

/** A member as a registrant, from their profile. */
function personOf(m: Awaited<ReturnType<typeof findMember>>): Person {
  return { memberId: m.id, visitorId: null, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email, phone: m.mobilephone };
}

/** The member of the token as a registrant. */
export async function memberRegistrant(ctx: AppContext, memberId: number): Promise<Person> {
  return personOf(await findMember(ctx.database.db, memberId));
}

/**
 * Registers one person once per event, never over the seats: the seat is taken by a conditional
 * update and the registration inserted in the same transaction; a duplicate rolls both back.
 */
export async function registerForEvent(
  ctx: AppContext,
  principal: Principal,
  body: { event_id: number; name?: string; email?: string; phone?: string; user_id?: string },
): Promise<{ registration: Registration; claimed: boolean }> {
  const { db } = ctx.database;
  const event = await findPublishedEvent(db, body.event_id);
  const { person, memberPrice } = await registrantOf(ctx, principal, body);
  // Bills past their time give their seats (and their addresses) back before anything is counted.
  await expireOverdueInvoices(ctx, { eventId: event.id });
  const claimed = await claimByEmail(ctx, event, person, ctx.visitorIds.signedOrNull(body.user_id));
  if (claimed) {
    const [order] = await db.select({ code: orders.code }).from(orders).where(eq(orders.registrationId, claimed.id)).limit(1);
    return { registration: toRegistration(claimed, order?.code ?? null), claimed: true };
  }
  if (!event.registrationOpen || event.endsAt.getTime() < Date.now()) {
    throw new AppError('GONE', 'Pendaftaran event ini sudah ditutup');
  }
  const price = priceFor(event, memberPrice);
  let row: RegistrationRow | undefined;
  let orderCode: string | null = null;
  try {
    row = await db.transaction(async (tx) => {
      const [seat] = await tx
        .update(events)
        .set({ participantCount: sql`${events.participantCount} + 1` })
        .where(and(eq(events.id, event.id), sql`(${events.seats} is null or ${events.participantCount} < ${events.seats})`))
        .returning({ id: events.id });
      if (!seat) throw new NoSeatLeft();
      const [inserted] = await tx
        .insert(eventRegistrations)
        .values({ eventId: event.id, ...person, code: newCode(), status: price > 0 ? 'pending_payment' : 'registered' })
        .returning();
      // A paid seat waits for its payment: the order goes through the order flow (orders issue).
      if (inserted && price > 0) orderCode = await createEventOrder(tx as unknown as Db, event, inserted, { price, memberPrice });
      return inserted;
    });
  } catch (error) {
    // Someone already on a full event's list is told that, not that no seat is left.
    const registered =
      isUniqueViolation(error) || (error instanceof NoSeatLeft && (await isRegistered(db, event.id, person.email)));
    if (registered) throw await alreadyRegistered(ctx, event, person.email);
    throw error;
  }
  if (!row) throw new Error('registration insert returned nothing');
  if (row.status === 'registered') await sendRegistrationEmail(ctx, event, row);
  else if (orderCode) {
    await sendPaymentRequestEmail(ctx, event, row, await billOf(db, orderCode));
    // The first mail starts the 2 minutes before the way to pay is mailed again.
    await hitRateLimit(db, `payment-request:${row.id}`, 1, RESEND_INTERVAL_SECONDS);
  }
  return { registration: toRegistration(row, orderCode), claimed: false };
}

class NoSeatLeft extends AppError {
  constructor() {
    super('CONFLICT', 'Maaf, kursi event ini sudah penuh');
  }
}

/** Whether the address holds a registration for the event that was not cancelled. */
async function isRegistered(db: Db, eventId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`lower(${eventRegistrations.email}) = lower(${email})`,
        ne(eventRegistrations.status, 'cancelled'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** What a registration's bill asks, for its payment mail. */
async function billOf(db: Db, orderCode: string): Promise<{ orderCode: string; total: number; expiresAt: Date }> {
  const { invoice } = await findOrder(db, orderCode);
  return { orderCode, total: invoice.totalNett, expiresAt: invoice.expiresAt };
}

/**
 * The refusal of a second registration with the same address. When the first still waits for
 * its payment, the address is sent the way to pay (at most every 2 minutes), so whoever holds the
 * mailbox can finish it from any device; the answer says so.
 */
async function alreadyRegistered(ctx: AppContext, event: typeof events.$inferSelect, email: string): Promise<AppError> {
  const { db } = ctx.database;
  const refusal = (msg: string, field: string) => new AppError('CONFLICT', msg, [{ field: 'email', message: field }]);
  const [pending] = await db
    .select({ registration: eventRegistrations, orderCode: orders.code })
    .from(eventRegistrations)
    .innerJoin(orders, eq(orders.registrationId, eventRegistrations.id))
    .innerJoin(invoices, and(eq(invoices.orderId, orders.id), eq(invoices.status, 'unpaid')))
    .where(
      and(
        eq(eventRegistrations.eventId, event.id),
        sql`lower(${eventRegistrations.email}) = lower(${email})`,
        eq(eventRegistrations.status, 'pending_payment'),
      ),
    )
    .limit(1);
  if (!pending) return refusal(`${email} sudah terdaftar di event ini`, 'Sudah terdaftar di event ini');
  const { allowed } = await hitRateLimit(db, `payment-request:${pending.registration.id}`, 1, RESEND_INTERVAL_SECONDS);
  if (allowed) await sendPaymentRequestEmail(ctx, event, pending.registration, await billOf(db, pending.orderCode));
  return refusal(
    `${email} sudah terdaftar di event ini dan menunggu pembayaran. Tautan untuk melanjutkan pembayaran sudah kami kirim ke email tersebut.`,
    'Sudah terdaftar, menunggu pembayaran',
  );
}
