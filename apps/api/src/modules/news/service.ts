import { type NewsDetail, type NewsItem, type Paged, FURNITURE_CATEGORIES, NOT_READING_CATEGORIES } from '@sbc/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { categories, externalLinkClicks, news, newsReads, newsTags, tags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';
import { listNews, publicCondition, type ListOptions } from './list';
import { newsItemColumns, toNewsItem, toUnix } from './mapping';

const NOT_FOUND = 'Artikel tidak ditemukan';

/** One public post by permalink, with its tags. */
export async function findNewsByPermalink(db: Db, storage: Storage, permalink: string): Promise<NewsDetail> {
  const [row] = await db
    .select({
      ...newsItemColumns,
      coverWidth: news.coverWidth,
      coverHeight: news.coverHeight,
      content: news.content,
      editorChoice: news.editorChoice,
      updatedAt: news.updatedAt,
    })
    .from(news)
    .innerJoin(categories, eq(categories.id, news.categoryId))
    .where(and(eq(news.permalink, permalink), publicCondition()))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const postTags = await db
    .select({ id: tags.id, tag_title: tags.title, tag_permalink: tags.permalink })
    .from(newsTags)
    .innerJoin(tags, eq(tags.id, newsTags.tagId))
    .where(eq(newsTags.newsId, row.id))
    .orderBy(tags.title);
  return {
    ...toNewsItem(row, storage),
    // The cover's size, known for covers stored since it is recorded.
    news_image_width: row.coverImage ? row.coverWidth : null,
    news_image_height: row.coverImage ? row.coverHeight : null,
    news_content: row.content,
    editor_choice: row.editorChoice,
    updated_at: toUnix(row.updatedAt),
    tags: postTags,
  };
}

export async function requirePublicNews(db: Db, id: number): Promise<{ id: number; categoryId: number; views: number }> {
  const [row] = await db
    .select({ id: news.id, categoryId: news.categoryId, views: news.views })
    .from(news)
    .where(and(eq(news.id, id), publicCondition()))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** Posts read most in a window of days before today ([from, to) days ago); no furniture, policy or catalogue. */
export function listPopular(
  db: Db,
  storage: Storage,
  window: { fromDaysAgo: number; toDaysAgo: number },
  o: ListOptions,
): Promise<Paged<NewsItem>> {
  const reads = sql`(select count(*) from ${newsReads} r where r.news_id = ${news.id}
    and r.day > current_date - ${window.toDaysAgo}::int and r.day <= current_date - ${window.fromDaysAgo}::int)`;
  return listNews(db, storage, {
    ...o,
    exclude_category: [...(o.exclude_category ?? []), ...NOT_READING_CATEGORIES],
    where: [sql`${reads} > 0`],
    orderBy: [sql`${reads} desc`, desc(news.publishedAt)],
  });
}

/** Posts sharing tags with a post, then of its category; the post itself excluded. */
export async function listRelated(db: Db, storage: Storage, newsId: number, o: ListOptions): Promise<Paged<NewsItem>> {
  const post = await requirePublicNews(db, newsId);
  const postTags = sql`(select tag_id from ${newsTags} where news_id = ${newsId})`;
  const shared = sql`(select count(*) from ${newsTags} a where a.news_id = ${news.id} and a.tag_id in ${postTags})`;
  return listNews(db, storage, {
    ...o,
    perPage: o.perPage ?? 5,
    exclude_category: [...(o.exclude_category ?? []), ...FURNITURE_CATEGORIES],
    where: [
      sql`${news.id} <> ${newsId}`,
      sql`(${news.categoryId} = ${post.categoryId} or ${news.id} in (select news_id from ${newsTags} where tag_id in ${postTags}))`,
    ],
    orderBy: [
      sql`(${shared} * 2 + case when ${news.categoryId} = ${post.categoryId} then 1 else 0 end) desc`,
      desc(news.publishedAt),
    ],
  });
}

/** Posts for this reader: from the categories they read most, then the most read; 5 by default. */
export function listRecommendations(db: Db, storage: Storage, o: ListOptions): Promise<Paged<NewsItem>> {
  const liked = o.reader
    ? sql`(select n2.category_id from ${newsReads} r join ${news} n2 on n2.id = r.news_id
          where r.reader_id = ${o.reader} group by n2.category_id order by count(*) desc limit 3)`
    : null;
  return listNews(db, storage, {
    ...o,
    perPage: o.perPage ?? 5,
    contentType: 'article',
    exclude_category: [...(o.exclude_category ?? []), ...NOT_READING_CATEGORIES],
    orderBy: [
      ...(liked ? [sql`case when ${news.categoryId} in ${liked} then 0 else 1 end`] : []),
      desc(news.views),
      desc(news.publishedAt),
    ],
  });
}

/** Records a read once per reader per post per day; the view count grows with each new read. */
export async function recordRead(db: Db, newsId: number, reader: string | null): Promise<{ news_id: number; views: number }> {
  await requirePublicNews(db, newsId);
  return db.transaction(async (tx) => {
    let counted = true;
    if (reader) {
      const inserted = await tx
        .insert(newsReads)
        .values({ readerId: reader, newsId, day: sql`current_date` })
        .onConflictDoNothing()
        .returning({ newsId: newsReads.newsId });
      counted = inserted.length > 0;
    }
    const [row] = counted
      ? await tx.update(news).set({ views: sql`${news.views} + 1` }).where(eq(news.id, newsId)).returning({ views: news.views })
      : await tx.select({ views: news.views }).from(news).where(eq(news.id, newsId));
    return { news_id: newsId, views: row?.views ?? 0 };
  });
}

export async function findViews(db: Db, newsId: number): Promise<{ news_id: number; views: number }> {
  const post = await requirePublicNews(db, newsId);
  return { news_id: newsId, views: post.views };
}

export async function recordExternalLink(db: Db, newsId: number, url: string): Promise<{ clicks: number }> {
  const post = await db
    .select({ content: news.content })
    .from(news)
    .where(and(eq(news.id, newsId), publicCondition()))
    .limit(1);
  if (!post[0]) throw new AppError('NOT_FOUND', NOT_FOUND);
  // Only links that really are in the post are counted, so the table cannot be filled with junk.
  if (!post[0].content.includes(url.replace(/&/g, '&amp;')) && !post[0].content.includes(url)) {
    throw new AppError('BAD_REQUEST', 'Tautan tidak ada di artikel ini', [{ field: 'url', message: 'Tautan tidak ada di artikel ini' }]);
  }
  const [row] = await db
    .insert(externalLinkClicks)
    .values({ newsId, url, clicks: 1 })
    .onConflictDoUpdate({
      target: [externalLinkClicks.newsId, externalLinkClicks.url],
      set: { clicks: sql`${externalLinkClicks.clicks} + 1` },
    })
    .returning({ clicks: externalLinkClicks.clicks });
  return { clicks: row?.clicks ?? 1 };
}

/** Catalogue entries whose title starts with a letter, alphabetically. */
export async function listCatalogueByLetter(
  db: Db,
  storage: Storage,
  letter: string,
  categoryPermalink: string,
): Promise<NewsItem[]> {
  const rows = await db
    .select(newsItemColumns)
    .from(news)
    .innerJoin(categories, eq(categories.id, news.categoryId))
    .where(
      and(
        publicCondition(),
        eq(categories.permalink, categoryPermalink),
        sql`upper(left(${news.title}, 1)) = ${letter}`,
      ),
    )
    .orderBy(news.title);
  return rows.map((r) => toNewsItem(r, storage));
}

/** Adds each post's HTML to list items (the alert banner shows it). */
export async function attachContent<T extends { id: number }>(db: Db, items: T[]): Promise<(T & { news_content: string })[]> {
  if (!items.length) return [];
  const rows = await db
    .select({ id: news.id, content: news.content })
    .from(news)
    .where(sql`${news.id} in ${items.map((i) => i.id)}`);
  const byId = new Map(rows.map((r) => [r.id, r.content]));
  return items.map((i) => ({ ...i, news_content: byId.get(i.id) ?? '' }));
}
