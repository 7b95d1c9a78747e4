import { type AdminArticle, type AdminArticleItem, type ArticleState, type Paged } from '@sbc/contract';
import { and, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { categories, news } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';
import { mediaUrl, toUnix } from '../news/mapping';
import { tagsOfPosts } from './article-tags';
import { likePattern } from './like';

export const NOT_FOUND = 'Artikel tidak ditemukan';

const itemColumns = {
  id: news.id,
  permalink: news.permalink,
  title: news.title,
  excerpt: news.excerpt,
  coverImage: news.coverImage,
  contentType: news.contentType,
  visibility: news.visibility,
  section: news.section,
  categoryId: news.categoryId,
  categoryTitle: categories.title,
  categoryPermalink: categories.permalink,
  authorName: news.authorName,
  editorChoice: news.editorChoice,
  views: news.views,
  publishedAt: news.publishedAt,
  updatedAt: news.updatedAt,
};
/** Posts joined with their category, as lists show them. */
const selectItems = (db: Db) => db.select(itemColumns).from(news).innerJoin(categories, eq(categories.id, news.categoryId));
type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

/** Whether a post is live, waiting for its time, or hidden. */
export function articleState(visibility: 'Public' | 'Private', publishedAt: Date, now = new Date()): ArticleState {
  if (visibility === 'Private') return 'private';
  return publishedAt > now ? 'scheduled' : 'published';
}

function toItem(row: ItemRow, storage: Storage): AdminArticleItem {
  return {
    id: row.id,
    permalink: row.permalink,
    title: row.title,
    excerpt: row.excerpt,
    cover_image: mediaUrl(storage, row.coverImage),
    content_type: row.contentType,
    visibility: row.visibility,
    state: articleState(row.visibility, row.publishedAt),
    section: row.section,
    category_id: row.categoryId,
    category_title: row.categoryTitle,
    category_permalink: row.categoryPermalink,
    author_name: row.authorName,
    editor_choice: row.editorChoice,
    views: row.views,
    published_at: toUnix(row.publishedAt),
    updated_at: toUnix(row.updatedAt),
  };
}

const STATE_CONDITION: Record<ArticleState, () => SQL | undefined> = {
  published: () => and(eq(news.visibility, 'Public'), lte(news.publishedAt, sql`now()`)),
  scheduled: () => and(eq(news.visibility, 'Public'), gt(news.publishedAt, sql`now()`)),
  private: () => eq(news.visibility, 'Private'),
};

export interface ArticleFilters {
  q?: string;
  category_id?: number;
  section?: AdminArticleItem['section'];
  content_type?: AdminArticleItem['content_type'];
  state?: ArticleState;
  page?: number;
  perPage?: number;
}

/** Every post, newest first (scheduled ones on top), by title or permalink and the filters. */
export async function listArticles(db: Db, storage: Storage, f: ArticleFilters): Promise<Paged<AdminArticleItem>> {
  const like = likePattern(f.q);
  const where = and(
    like ? or(ilike(news.title, like), ilike(news.permalink, like)) : undefined,
    f.category_id ? eq(news.categoryId, f.category_id) : undefined,
    f.section ? eq(news.section, f.section) : undefined,
    f.content_type ? eq(news.contentType, f.content_type) : undefined,
    f.state ? STATE_CONDITION[f.state]() : undefined,
  );
  return pageOf(
    f,
    20,
    (limit, offset) =>
      selectItems(db)
        .where(where)
        .orderBy(desc(news.publishedAt), desc(news.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(news).where(where),
    (r) => toItem(r, storage),
  );
}

/** One post as lists show it. */
export async function findArticleItem(db: Db, storage: Storage, id: number): Promise<AdminArticleItem> {
  const [row] = await selectItems(db).where(eq(news.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toItem(row, storage);
}

/** One post whatever its state, with its HTML and tags. */
export async function findArticle(db: Db, storage: Storage, id: number): Promise<AdminArticle> {
  const [row] = await db
    .select({ ...itemColumns, content: news.content, videoUrl: news.videoUrl })
    .from(news)
    .innerJoin(categories, eq(categories.id, news.categoryId))
    .where(eq(news.id, id))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const postTags = await tagsOfPosts(db, [id]);
  return { ...toItem(row, storage), content: row.content, video_url: row.videoUrl, tags: postTags.get(id) ?? [] };
}
