import { type Category, type Tag, FURNITURE_CATEGORIES, UNLISTED_CATEGORIES } from '@sbc/contract';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { categories, tags } from '../../db/schema';
import { AppError } from '../../http/errors';


// Correlated subqueries name their tables outright: in a one-table select Drizzle leaves columns unqualified.
const PUBLIC_NEWS = `n.visibility = 'Public' and n.published_at <= now()`;
const publicCount = sql<number>`(select count(*)::int from news n where n.category_id = "categories"."id" and ${sql.raw(PUBLIC_NEWS)})`;

function toCategory(row: { id: number; title: string; permalink: string; description: string; total: number }): Category {
  return {
    id: row.id,
    category_title: row.title,
    category_permalink: row.permalink,
    category_description: row.description,
    total_news: Number(row.total),
  };
}

const categoryColumns = {
  id: categories.id,
  title: categories.title,
  permalink: categories.permalink,
  description: categories.description,
  total: publicCount,
};

/** A visitor's category by permalink; an internal one answers 404 like an unknown one. */
export async function findCategory(db: Db, permalink: string): Promise<Category> {
  const [row] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.permalink, permalink), notInArray(categories.permalink, FURNITURE_CATEGORIES)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Kategori tidak ditemukan');
  return toCategory(row);
}

/** Reading categories (site furniture left out), in their set order. */
export async function listCategories(db: Db, options: { highlightOnly?: boolean; limit?: number } = {}): Promise<Category[]> {
  const rows = await db
    .select(categoryColumns)
    .from(categories)
    .where(
      and(
        sql`${categories.permalink} not in ${UNLISTED_CATEGORIES}`,
        options.highlightOnly ? eq(categories.highlight, true) : undefined,
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(categories.title))
    .limit(options.limit ?? 100);
  return rows.map(toCategory);
}

export async function findTag(db: Db, permalink: string): Promise<Tag> {
  const [row] = await db
    .select({ id: tags.id, tag_title: tags.title, tag_permalink: tags.permalink })
    .from(tags)
    .where(eq(tags.permalink, permalink))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Tag tidak ditemukan');
  return row;
}

/** Every tag with its count of public posts, the site's furniture left out as on the tag's page. */
export async function listTags(db: Db): Promise<(Tag & { total_news: number })[]> {
  const rows = await db
    .select({
      id: tags.id,
      tag_title: tags.title,
      tag_permalink: tags.permalink,
      total_news: sql<number>`(select count(*)::int from news_tags nt join news n on n.id = nt.news_id
        where nt.tag_id = "tags"."id" and ${sql.raw(PUBLIC_NEWS)}
          and n.category_id not in (select id from categories where permalink in ${FURNITURE_CATEGORIES}))`,
    })
    .from(tags)
    .orderBy(asc(tags.title));
  return rows.map((r) => ({ ...r, total_news: Number(r.total_news) }));
}

export async function countCategoryVisit(db: Db, permalink: string): Promise<{ visits: number }> {
  const [row] = await db
    .update(categories)
    .set({ visits: sql`${categories.visits} + 1` })
    .where(eq(categories.permalink, permalink))
    .returning({ visits: categories.visits });
  if (!row) throw new AppError('NOT_FOUND', 'Kategori tidak ditemukan');
  return row;
}

export async function countTagVisit(db: Db, permalink: string): Promise<{ visits: number }> {
  const [row] = await db
    .update(tags)
    .set({ visits: sql`${tags.visits} + 1` })
    .where(eq(tags.permalink, permalink))
    .returning({ visits: tags.visits });
  if (!row) throw new AppError('NOT_FOUND', 'Tag tidak ditemukan');
  return row;
}

