import { and, asc, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { chapters, eventShares, eventShareVisits, events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { newCode } from '../../services/secrets';
import { toEventItem } from '../events/list';
import { findPublishedEvent } from './service';

type ShareRow = typeof eventShares.$inferSelect;

/**
 * The visitor's own link to the event: the one made before (the oldest, should two exist), else a
 * new one. The (event, visitor) index is not unique, so a transaction-scoped advisory lock keeps
 * two quick presses of the button from making two links.
 */
async function findOrCreateOwnShare(db: Db, eventId: number, visitorId: string): Promise<ShareRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`event-share:${eventId}:${visitorId}`}))`);
    const [existing] = await tx
      .select()
      .from(eventShares)
      .where(and(eq(eventShares.eventId, eventId), eq(eventShares.visitorId, visitorId)))
      .orderBy(asc(eventShares.createdAt), asc(eventShares.ref))
      .limit(1);
    if (existing) return existing;
    const [created] = await tx.insert(eventShares).values({ ref: newCode(10).toLowerCase(), eventId, visitorId }).returning();
    if (!created) throw new Error('event_shares insert returned no row');
    return created;
  });
}

/** How often an event was shared: its links and the people who opened them. */
export interface ShareTotals {
  links: number;
  visits: number;
}

/**
 * The share totals of the event row a query selects (correlated to events.id), for the console's
 * list and event page: `db.select({ e: events, shares: shareTotalsOfEvent })`.
 */
export const shareTotalsOfEvent = {
  links: sql<number>`(select count(*)::int from ${eventShares} where ${eventShares.eventId} = ${events.id})`,
  visits: sql<number>`(select coalesce(sum(${eventShares.visits}), 0)::int from ${eventShares} where ${eventShares.eventId} = ${events.id})`,
};

/** A share link for the event: the visitor's own (one per visitor and event), or a new anonymous one. */
export async function createShareLink(ctx: AppContext, eventId: number, clientId?: string) {
  const { db } = ctx.database;
  const event = await findPublishedEvent(db, eventId);
  const visitorId = ctx.visitorIds.signedOrNull(clientId);
  let share: ShareRow | undefined;
  if (visitorId) share = await findOrCreateOwnShare(db, event.id, visitorId);
  else [share] = await db.insert(eventShares).values({ ref: newCode(10).toLowerCase(), eventId: event.id }).returning();
  if (!share) throw new Error('event_shares insert returned no row');
  return { ref: share.ref, url: `${ctx.env.WEB_URL}/event/${event.slug}?ref=${share.ref}`, visits: share.visits };
}

/**
 * Resolves a share ref to its event and counts the visit once per visitor: the first open by a
 * signed visitor id other than the sharer's adds one; reloads, the sharer and readers without a
 * visitor id add nothing.
 */
export async function openShareLink(ctx: AppContext, ref: string, clientId?: string) {
  const { db } = ctx.database;
  const visitorId = ctx.visitorIds.signedOrNull(clientId);
  const share = await db.transaction(async (tx) => {
    const [found] = await tx.select().from(eventShares).where(eq(eventShares.ref, ref.toLowerCase())).limit(1);
    if (!found || !visitorId || visitorId === found.visitorId) return found;
    const [first] = await tx.insert(eventShareVisits).values({ ref: found.ref, visitorId }).onConflictDoNothing().returning();
    if (!first) return found;
    const [counted] = await tx
      .update(eventShares)
      .set({ visits: sql`${eventShares.visits} + 1` })
      .where(eq(eventShares.ref, found.ref))
      .returning();
    return counted ?? found;
  });
  if (!share) throw new AppError('NOT_FOUND', 'Tautan berbagi tidak dikenal');
  const [row] = await db
    .select({ e: events, chapterName: chapters.name })
    .from(events)
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, share.eventId));
  if (!row) throw new AppError('NOT_FOUND', 'Event tidak ditemukan');
  return { ref: share.ref, visits: share.visits, event: toEventItem(row.e, row.chapterName, ctx.storage) };
}
