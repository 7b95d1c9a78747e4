import { type NewsFilters, type Paged, type NewsItem } from '@sbc/contract';
import { and, asc, desc, eq, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { categories, news, newsReads, newsTags, tags } from '../../db/schema';
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
}

/** Conditions every public listing shares: public, already published. */
export function publicCondition(): SQL {
  return and(eq(news.visibility, 'Public'), lte(news.publishedAt, sql`now()`)) as SQL;
}

/** Conditions from the news listing filters of SPEC section 3. */
export function filterConditions(o: ListOptions): SQL[] {
  const where: SQL[] = [publicCondition()];
  if (o.categoryPermalink) where.push(eq(categories.permalink, o.categoryPermalink));
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
  if (o.exclude_category?.length) where.push(notInArray(categories.permalink, o.exclude_category));
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

function orderOf(o: ListOptions): SQL[] {
  if (o.orderBy) return o.orderBy;
  switch (o.order_by) {
    case 'oldest':
      return [asc(news.publishedAt), asc(news.id)];
    case 'popular':
      return [desc(news.views), desc(news.publishedAt)];
    default:
      return [desc(news.publishedAt), desc(news.id)];
  }
}

/** A paged list of public posts (newest first unless asked otherwise). */
export async function listNews(db: Db, storage: Storage, o: ListOptions): Promise<Paged<NewsItem>> {
  const perPage = o.perPage ?? DEFAULT_PER_PAGE;
  const page = o.page ?? 1;
  const where = and(...filterConditions(o));
  const [rows, [count]] = await Promise.all([
    db
      .select(newsItemColumns)
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .where(where)
      .orderBy(...orderOf(o))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(news)
      .innerJoin(categories, eq(categories.id, news.categoryId))
      .where(where),
  ]);
  return { data: rows.map((r) => toNewsItem(r, storage)), totalRecords: Number(count?.n ?? 0) };
}
