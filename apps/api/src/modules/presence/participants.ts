import { type Participant } from '@sbc/contract';
import { and, eq, ilike, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { eventPresence, eventRegistrations, events } from '../../db/schema';
import { toUnix } from '../news/mapping';

export const participantColumns = {
  registrationId: eventRegistrations.id,
  code: eventRegistrations.code,
  name: eventRegistrations.name,
  email: eventRegistrations.email,
  phone: eventRegistrations.phone,
  memberId: eventRegistrations.memberId,
  status: eventRegistrations.status,
  createdAt: eventRegistrations.createdAt,
  checkedInAt: eventPresence.checkedInAt,
};

export type ParticipantRow = {
  registrationId: number;
  code: string;
  name: string;
  email: string;
  phone: string;
  memberId: number | null;
  status: string;
  createdAt: Date;
  checkedInAt: Date | null;
};

export function toParticipant(r: ParticipantRow): Participant {
  return {
    registration_id: r.registrationId,
    code: r.code,
    name: r.name,
    email: r.email,
    phone: r.phone,
    member_id: r.memberId,
    is_member: r.memberId !== null,
    registered_at: toUnix(r.createdAt),
    present: r.checkedInAt !== null,
    checked_in_at: r.checkedInAt ? toUnix(r.checkedInAt) : null,
    payment_pending: r.status === 'pending_payment',
  };
}

/** Escapes LIKE wildcards in user text. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, '\\$&')}%`;
}

/** Conditions of a participant listing: active registrations of one event, search and presence filter. */
export function participantConditions(eventId: number, q?: string, status?: 'all' | 'present' | 'absent'): SQL {
  const where: (SQL | undefined)[] = [eq(eventRegistrations.eventId, eventId), sql`${eventRegistrations.status} <> 'cancelled'`];
  if (q) {
    const pattern = likePattern(q);
    where.push(or(ilike(eventRegistrations.name, pattern), ilike(eventRegistrations.email, pattern), eq(eventRegistrations.code, q.replace(/^SBCREG:/i, '').toUpperCase())));
  }
  if (status === 'present') where.push(isNotNull(eventPresence.registrationId));
  if (status === 'absent') where.push(isNull(eventPresence.registrationId));
  return and(...where) as SQL;
}

/** Who to check in: a registration code (typed, or scanned as SBCREG:<code>) or a registration id. */
export type ParticipantTarget = { code?: string; registration_id?: number };

/** The registration a target names, as a condition; undefined when it names none. */
function targetCondition(target: ParticipantTarget): SQL | undefined {
  // Codes are upper-case letters and digits; people type them in any case.
  const code = target.code?.trim().replace(/^SBCREG:/i, '').toUpperCase();
  if (code) return eq(eventRegistrations.code, code);
  return target.registration_id === undefined ? undefined : eq(eventRegistrations.id, target.registration_id);
}

/** One active participant of the event by registration id or code. */
export async function findParticipant(
  db: Db,
  eventId: number,
  target: ParticipantTarget,
): Promise<ParticipantRow | undefined> {
  const named = targetCondition(target);
  if (!named) return undefined;
  const [row] = await db
    .select(participantColumns)
    .from(eventRegistrations)
    .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`${eventRegistrations.status} <> 'cancelled'`,
        named,
      ),
    )
    .limit(1);
  return row;
}

/**
 * The registration a target names whatever its event and status, with its event: to tell the door
 * why it is not a participant (cancelled, or registered for another event).
 */
export async function findRegistration(db: Db, target: ParticipantTarget) {
  const named = targetCondition(target);
  if (!named) return undefined;
  const [row] = await db
    .select({
      eventId: eventRegistrations.eventId,
      name: eventRegistrations.name,
      status: eventRegistrations.status,
      event: { title: events.title, startsAt: events.startsAt, endsAt: events.endsAt, published: events.published, chapterId: events.chapterId },
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(named)
    .limit(1);
  return row;
}
