import { type EventItem, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { chapters, events } from '../../db/schema';
import { type Storage } from '../../services/storage';
import { toUnix } from '../news/mapping';

type EventRow = typeof events.$inferSelect;

export function toEventItem(e: EventRow, chapterName: string | null, storage: Storage): EventItem {
  return {
    id: e.id,
    event_slug: e.slug,
    event_title: e.title,
    event_summary: e.summary,
    event_image: e.coverImage ? storage.url(e.coverImage) : null,
    starts_at: toUnix(e.startsAt),
    ends_at: toUnix(e.endsAt),
    place: e.place,
    online: Boolean(e.onlineUrl),
    city: e.city,
    price_member: e.priceMember,
    price_non_member: e.priceNonMember,
    seats: e.seats,
    seats_left: e.seats === null ? null : Math.max(0, e.seats - e.participantCount),
    registration_open: e.registrationOpen && e.endsAt.getTime() > Date.now(),
    chapter_name: chapterName,
  };
}

/** Public events: upcoming soonest first, past latest first; `all` lists upcoming then past. */
export async function listEvents(
  db: Db,
  storage: Storage,
  o: { when?: 'upcoming' | 'past' | 'all'; chapter_slug?: string; q?: string; page?: number; perPage?: number },
): Promise<Paged<EventItem>> {
  const when = o.when ?? 'all';
  const where: (SQL | undefined)[] = [eq(events.published, true)];
  if (when === 'upcoming') where.push(gte(events.endsAt, sql`now()`));
  if (when === 'past') where.push(lt(events.endsAt, sql`now()`));
  if (o.chapter_slug) where.push(eq(chapters.slug, o.chapter_slug));
  if (o.q) {
    // What the site's search box offers: the title, the place or the city (the chapter's too).
    const pattern = `%${o.q.replace(/[%_\\]/g, '\\$&')}%`;
    where.push(or(ilike(events.title, pattern), ilike(events.place, pattern), ilike(events.city, pattern), ilike(chapters.name, pattern)));
  }
  const order =
    when === 'past'
      ? [desc(events.startsAt)]
      : when === 'upcoming'
        ? [asc(events.startsAt)]
        : [
            sql`case when ${events.endsAt} >= now() then 0 else 1 end`,
            sql`case when ${events.endsAt} >= now() then extract(epoch from ${events.startsAt}) else -extract(epoch from ${events.startsAt}) end`,
          ];
  const condition = and(...where);
  return pageOf(
    o,
    10,
    (limit, offset) =>
      db
        .select({ e: events, chapterName: chapters.name })
        .from(events)
        .leftJoin(chapters, eq(chapters.id, events.chapterId))
        .where(condition)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(events)
        .leftJoin(chapters, eq(chapters.id, events.chapterId))
        .where(condition),
    (r) => toEventItem(r.e, r.chapterName, storage),
  );
}
