import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ratings } from '../../db/schema';
import { AppError } from '../../http/errors';
import { requirePublicNews } from '../news/service';

export async function ratingSummary(db: Db, newsId: number): Promise<{ news_id: number; average: number; count: number }> {
  await requirePublicNews(db, newsId);
  const [row] = await db
    .select({ avg: sql<string | null>`avg(${ratings.rating})`, n: sql<number>`count(*)::int` })
    .from(ratings)
    .where(eq(ratings.newsId, newsId));
  const average = row?.avg ? Math.round(Number(row.avg) * 10) / 10 : 0;
  return { news_id: newsId, average, count: Number(row?.n ?? 0) };
}

export async function validateRating(db: Db, newsId: number, memberId: number): Promise<{ can_rate: boolean; rating: number | null }> {
  await requirePublicNews(db, newsId);
  const [row] = await db
    .select({ rating: ratings.rating })
    .from(ratings)
    .where(and(eq(ratings.newsId, newsId), eq(ratings.memberId, memberId)))
    .limit(1);
  return { can_rate: !row, rating: row?.rating ?? null };
}

/** One rating per member per post, enforced by the primary key. */
export async function addRating(db: Db, newsId: number, memberId: number, rating: number) {
  await requirePublicNews(db, newsId);
  try {
    await db.insert(ratings).values({ newsId, memberId, rating });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'Anda sudah memberi penilaian untuk artikel ini');
    throw error;
  }
  return ratingSummary(db, newsId);
}
