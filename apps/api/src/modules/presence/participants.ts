import { type Participant } from '@sbc/contract';
import { and, eq, ilike, isNull, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { eventPresence, eventRegistrations } from '../../db/schema';
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

/** One participant by registration id or code (typed, or scanned as SBCREG:<code>). */
export async function findParticipant(
  db: Db,
  eventId: number,
  target: { code?: string; registration_id?: number },
): Promise<ParticipantRow | undefined> {
  // Codes are upper-case letters and digits; people type them in any case.
  const code = target.code?.trim().replace(/^SBCREG:/i, '').toUpperCase();
  if (!code && target.registration_id === undefined) return undefined;
  const [row] = await db
    .select(participantColumns)
    .from(eventRegistrations)
    .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
    .where(
      and(
        eq(eventRegistrations.eventId, eventId),
        sql`${eventRegistrations.status} <> 'cancelled'`,
        code ? eq(eventRegistrations.code, code) : eq(eventRegistrations.id, target.registration_id ?? 0),
      ),
    )
    .limit(1);
  return row;
}
