import { type NewsItem, type Paged } from '@sbc/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { bookmarks, helpfulAnswers, news } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';
import { listNews } from '../news/list';
import { requirePublicNews } from '../news/service';

/** Adds the bookmark, or removes it when it was there. */
export async function toggleBookmark(db: Db, visitorId: string, newsId: number): Promise<{ bookmarked: boolean }> {
  await requirePublicNews(db, newsId);
  const removed = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.visitorId, visitorId), eq(bookmarks.newsId, newsId)))
    .returning({ newsId: bookmarks.newsId });
  if (removed.length) return { bookmarked: false };
  await db.insert(bookmarks).values({ visitorId, newsId }).onConflictDoNothing();
  return { bookmarked: true };
}

export async function isBookmarked(db: Db, visitorId: string, newsId: number): Promise<{ bookmarked: boolean }> {
  const [row] = await db
    .select({ newsId: bookmarks.newsId })
    .from(bookmarks)
    .where(and(eq(bookmarks.visitorId, visitorId), eq(bookmarks.newsId, newsId)))
    .limit(1);
  return { bookmarked: Boolean(row) };
}

/** The visitor's bookmarked posts that are still public, the latest saved first. */
export function listBookmarks(
  db: Db,
  storage: Storage,
  visitorId: string,
  o: { page?: number; perPage?: number },
): Promise<Paged<NewsItem>> {
  const saved = sql`(select ${bookmarks.createdAt} from ${bookmarks} where ${bookmarks.newsId} = ${news.id} and ${bookmarks.visitorId} = ${visitorId})`;
  return listNews(db, storage, {
    ...o,
    where: [inArray(news.id, sql`(select ${bookmarks.newsId} from ${bookmarks} where ${bookmarks.visitorId} = ${visitorId})`)],
    orderBy: [sql`${saved} desc`, desc(news.id)],
  });
}

/** One 'was this helpful' answer per visitor per post; answers the totals. */
export async function answerHelpful(db: Db, visitorId: string, newsId: number, helpful: boolean): Promise<{ yes: number; no: number }> {
  await requirePublicNews(db, newsId);
  try {
    await db.insert(helpfulAnswers).values({ visitorId, newsId, helpful });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Anda sudah memberi jawaban untuk artikel ini');
    throw error;
  }
  const [row] = await db
    .select({
      yes: sql<number>`count(*) filter (where ${helpfulAnswers.helpful})::int`,
      no: sql<number>`count(*) filter (where not ${helpfulAnswers.helpful})::int`,
    })
    .from(helpfulAnswers)
    .where(eq(helpfulAnswers.newsId, newsId));
  return { yes: Number(row?.yes ?? 0), no: Number(row?.no ?? 0) };
}
