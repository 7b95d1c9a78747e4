import { type NewsFilters, type Paged, type NewsItem } from '@sbc/contract';
import { and, desc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { categories, news, newsReads, newsTags, tags } from '../../db/schema';
import { type ContentScope } from '../../services/content-changes';
import { type ReadCache } from '../../services/read-cache';
import { type Storage } from '../../services/storage';
import { newsItemColumns, toNewsItem } from './mapping';

export const DEFAULT_PER_PAGE = 10;

export interface ListOptions extends Omit<NewsFilters, 'user_id'> {
  reader?: string | null;
  categoryPermalink?: string;
  tagPermalink?: string;
  section?: 'dakwah-renungan' | 'motivasi' | 'sejarah-wawasan';
  contentType?: 'article' | 'video' | 'page';
  editorChoice?: boolean;
  /** Extra conditions, for example a popularity window. */
  where?: SQL[];
  /** Replaces the order, for example by reads in a window. */
  orderBy?: SQL[];
  /** Where a total that depends on published content alone is kept (sharedTotals); counted each time without. */
  totals?: Totals;
}

/** Answers the total counted by `count`, from a cache under `key` or by counting. */
export type Totals = (key: string, count: () => Promise<number>) => Promise<number>;

/**
 * How long a listing's total is kept. It depends on published content alone, and every change to
 * that drops it: an admin write at once in its process, and in the others through the content
 * version, which also moves when a scheduled post comes due. So one count serves every page of a
 * listing and outlives the pages' own entries (which hold view counts), instead of being counted
 * again with each page and each refresh: counting 100 000 public posts takes PGlite about 30 ms.
 */
export const TOTAL_TTL_MS = 5 * 60_000;
const TOTAL_SCOPES: readonly ContentScope[] = ['news', 'taxonomy'];

export function sharedTotals(cache: ReadCache): Totals {
  return (key, count) => cache.get(key, TOTAL_SCOPES, count, TOTAL_TTL_MS);
}

/** Conditions every public listing shares: public, already published. */
export function publicCondition(): SQL {
  return and(eq(news.visibility, 'Public'), lte(news.publishedAt, sql`now()`)) as SQL;
}

/** Conditions from the news listing filters of SPEC section 3. */
export function filterConditions(o: ListOptions): SQL[] {
  const where: SQL[] = [publicCondition()];
  // Categories by id from a subquery, so neither the rows nor the count need to join them to filter.
  if (o.categoryPermalink) {
    where.push(eq(news.categoryId, sql`(select ${categories.id} from ${categories} where ${categories.permalink} = ${o.categoryPermalink})`));
  }
  if (o.section) where.push(eq(news.section, o.section));
  if (o.contentType) where.push(eq(news.contentType, o.contentType));
  if (o.editorChoice !== undefined) where.push(eq(news.editorChoice, o.editorChoice));
  if (o.tagPermalink) {
    where.push(
      inArray(
        news.id,
        sql`(select ${newsTags.newsId} from ${newsTags} join ${tags} on ${tags.id} = ${newsTags.tagId} where ${tags.permalink} = ${o.tagPermalink})`,
      ),
    );
  }
  if (o.exclude_news_id?.length) where.push(notInArray(news.id, o.exclude_news_id));
  if (o.exclude_category?.length) {
    where.push(
      notInArray(news.categoryId, sql`(select ${categories.id} from ${categories} where ${inArray(categories.permalink, o.exclude_category)})`),
    );
  }
  if (o.exclude_tags?.length) {
    where.push(
      notInArray(
        news.id,
        sql`(select ${newsTags.newsId} from ${newsTags} join ${tags} on ${tags.id} = ${newsTags.tagId} where ${inArray(tags.permalink, o.exclude_tags)})`,
      ),
    );
  }
  if (o.exclude_read && o.reader) {
    where.push(
      notInArray(news.id, sql`(select ${newsReads.newsId} from ${newsReads} where ${newsReads.readerId} = ${o.reader})`),
    );
  }
  if (o.where) where.push(...o.where);
  return where;
}

/**
 * The order of a listing. Newest and oldest match news_public_published_idx exactly (DESC NULLS
 * LAST, or its reverse), so a page is read from the index instead of sorting every public post.
 */
function orderOf(o: ListOptions): SQL[] {
  if (o.orderBy) return o.orderBy;
  switch (o.order_by) {
    case 'oldest':
      return [sql`${news.publishedAt} asc nulls first`, sql`${news.id} asc nulls first`];
    case 'popular':
      return [desc(news.views), desc(news.publishedAt)];
    default:
      return [sql`${news.publishedAt} desc nulls last`, sql`${news.id} desc nulls last`];
  }
}

/** A paged list of public posts (newest first unless asked otherwise). */
export async function listNews(db: Db, storage: Storage, o: ListOptions): Promise<Paged<NewsItem>> {
  const perPage = o.perPage ?? DEFAULT_PER_PAGE;
  const page = o.page ?? 1;
  const where = and(...filterConditions(o));
  // Every post has a category: the count needs no join (and can be read from an index).
  const counted = db.select({ n: sql<number>`count(*)::int` }).from(news).where(where);
  const count = async () => Number((await counted)[0]?.n ?? 0);
  // Reads (exclude_read, a popularity window in `where`) change without any content change.
  const byContentAlone = !o.where && !(o.exclude_read && o.reader);
  const [rows, totalRecords] = await Promise.all([
    db
      .select(newsItemColumns)
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .where(where)
      .orderBy(...orderOf(o))
      .limit(perPage)
      .offset((page - 1) * perPage),
    o.totals && byContentAlone ? o.totals(totalKey(counted.toSQL()), count) : count(),
  ]);
  return { data: rows.map((r) => toNewsItem(r, storage)), totalRecords };
}

/** The count's own SQL and parameters: two listings share a total exactly when they count alike. */
function totalKey(query: { sql: string; params: unknown[] }): string {
  return `news-total:${query.sql}:${JSON.stringify(query.params)}`;
}
