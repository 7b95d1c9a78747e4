import { and, eq, sql, type SQL } from 'drizzle-orm';
import { eventRegistrations } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { type VisitorIds } from '../../services/visitor-id';

/**
 * Whose registration a call asks about (ARCHITECTURE section 9): the member of the bearer token,
 * else the visitor of a signed user_id. Anything else is refused, so nobody asks for someone else.
 */
export function registrantCondition(principal: Principal, userId: string | undefined, visitorIds: VisitorIds, eventId: number): SQL {
  const active = sql`${eventRegistrations.status} <> 'cancelled'`;
  if (principal.kind === 'member') return and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.memberId, principal.id), active) as SQL;
  if (userId && visitorIds.isValid(userId)) {
    return and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.visitorId, userId), active) as SQL;
  }
  throw new AppError('BAD_REQUEST', 'Masuk sebagai anggota atau sertakan ID pengunjung yang sah', [
    { field: 'user_id', message: 'ID pengunjung tidak dikenal' },
  ]);
}
