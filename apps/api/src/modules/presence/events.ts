import { type AdminEvent, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { wibDateOf, wibToday } from '../../db/wib-day';
import { chapters, events } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { type Storage } from '../../services/storage';
import { toEventItem } from '../events/list';
import { notInScope } from './not-in-scope';
import { likePattern } from './participants';

type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;

/** A chapter admin works on their own chapter's events only; other roles on every event. */
export function eventScope(principal: AdminPrincipal): SQL | undefined {
  return principal.role === 'chapter' ? eq(events.chapterId, principal.chapterId ?? -1) : undefined;
}

const counts = {
  participants: sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status <> 'cancelled')`,
  attendance: sql<number>`(select count(*)::int from event_registrations r join event_presence p on p.registration_id = r.id where r.event_id = "events"."id" and r.status <> 'cancelled')`,
};

type Row = { e: typeof events.$inferSelect; chapterName: string | null; participants: number; attendance: number };

function toAdminEvent(r: Row, storage: Storage): AdminEvent {
  return { ...toEventItem(r.e, r.chapterName, storage), participant_count: Number(r.participants), attendance_count: Number(r.attendance) };
}

export async function listAdminEvents(
  db: Db,
  storage: Storage,
  principal: AdminPrincipal,
  o: { q?: string; when?: 'upcoming' | 'past' | 'today' | 'all'; page?: number; perPage?: number },
): Promise<Paged<AdminEvent>> {
  const where: (SQL | undefined)[] = [eventScope(principal)];
  if (o.q) where.push(ilike(events.title, likePattern(o.q)));
  if (o.when === 'upcoming') where.push(gte(events.endsAt, sql`now()`));
  if (o.when === 'past') where.push(lt(events.endsAt, sql`now()`));
  if (o.when === 'today') {
    where.push(sql`${wibDateOf(events.startsAt)} <= ${wibToday} and ${wibDateOf(events.endsAt)} >= ${wibToday}`);
  }
  const condition = and(...where);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      db
        .select({ e: events, chapterName: chapters.name, ...counts })
        .from(events)
        .leftJoin(chapters, eq(chapters.id, events.chapterId))
        .where(condition)
        .orderBy(o.when === 'past' ? desc(events.startsAt) : asc(sql`abs(extract(epoch from ${events.startsAt} - now()))`))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(events).where(condition),
    (r) => toAdminEvent(r, storage),
  );
}

/** One event by id or slug, within the admin's scope. */
export async function findAdminEvent(db: Db, storage: Storage, principal: AdminPrincipal, idOrSlug: string | number) {
  const key = typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug) ? eq(events.id, Number(idOrSlug)) : eq(events.slug, idOrSlug);
  const [row] = await db
    .select({ e: events, chapterName: chapters.name, ...counts })
    .from(events)
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(and(key, eventScope(principal)))
    .limit(1);
  if (!row) throw notInScope(principal, 'Event');
  return {
    ...toAdminEvent(row, storage),
    description: row.e.description,
    address: row.e.address,
    online_url: row.e.onlineUrl,
  };
}

/** An event as a check-in needs it: when presence opens, and what its audit entry names. */
export type CheckInEvent = { id: number; title: string; startsAt: Date; endsAt: Date };

/** The event when it exists within the admin's scope (no counts: the hot path of presence calls). */
export async function requireEventInScope(db: Db, principal: AdminPrincipal, eventId: number): Promise<CheckInEvent> {
  const [row] = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, endsAt: events.endsAt })
    .from(events)
    .where(and(eq(events.id, eventId), eventScope(principal)))
    .limit(1);
  if (!row) throw notInScope(principal, 'Event');
  return row;
}
