import { eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { chapters, eventShares, events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { newCode } from '../../services/secrets';
import { toEventItem } from '../events/list';
import { findPublishedEvent } from './service';

export async function createShareLink(ctx: AppContext, eventId: number, clientId?: string) {
  const event = await findPublishedEvent(ctx.database.db, eventId);
  const ref = newCode(10).toLowerCase();
  await ctx.database.db.insert(eventShares).values({ ref, eventId: event.id, visitorId: clientId && ctx.visitorIds.isValid(clientId) ? clientId : null });
  return { ref, url: `${ctx.env.WEB_URL}/event/${event.slug}?ref=${ref}` };
}

/** Resolves a share ref to its event and counts the visit. */
export async function openShareLink(ctx: AppContext, ref: string) {
  const { db } = ctx.database;
  const [share] = await db
    .update(eventShares)
    .set({ visits: sql`${eventShares.visits} + 1` })
    .where(eq(eventShares.ref, ref.toLowerCase()))
    .returning();
  if (!share) throw new AppError('NOT_FOUND', 'Tautan berbagi tidak dikenal');
  const [row] = await db
    .select({ e: events, chapterName: chapters.name })
    .from(events)
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, share.eventId));
  if (!row) throw new AppError('NOT_FOUND', 'Event tidak ditemukan');
  return { ref: share.ref, visits: share.visits, event: toEventItem(row.e, row.chapterName, ctx.storage) };
}
