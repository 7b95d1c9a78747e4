import { eq, inArray, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { newsTags, tags } from '../../db/schema';
import { slugify } from '@sbc/format/slug';
import { claimPermalink } from '../../services/permalink-redirects';
import { freeSlug, slugTakenIn } from '../../services/slugs';
import { permalinkTaken } from './permalink';

/**
 * The ids of tags given by title: an existing tag of the same title (any case) or permalink is
 * reused, a new one is created with a permalink that never changes afterwards.
 */
export async function resolveTagTitles(db: Db, titles: string[]): Promise<number[]> {
  const ids: number[] = [];
  const seen = new Set<string>();
  for (const raw of titles) {
    const title = raw.trim().replace(/\s+/g, ' ');
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    seen.add(key);
    const base = slugify(title, { fallback: 'tag' });
    const [existing] = await db
      .select({ id: tags.id })
      .from(tags)
      .where(sql`lower(${tags.title}) = ${key} or ${tags.permalink} = ${base}`)
      .orderBy(sql`lower(${tags.title}) = ${key} desc`)
      .limit(1);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    const permalink = await freeSlug(base, slugTakenIn(db, tags, tags.permalink), { refuse: permalinkTaken });
    const [created] = await db.insert(tags).values({ title, permalink }).returning({ id: tags.id });
    if (!created) continue;
    await claimPermalink(db, 'tag', permalink);
    ids.push(created.id);
  }
  return ids;
}

/** Makes a post's tags exactly these. */
export async function replacePostTags(db: Db, newsId: number, tagIds: number[]): Promise<void> {
  await db.delete(newsTags).where(eq(newsTags.newsId, newsId));
  if (tagIds.length) await db.insert(newsTags).values(tagIds.map((tagId) => ({ newsId, tagId }))).onConflictDoNothing();
}

/** Tags of some posts, by post id. */
export async function tagsOfPosts(db: Db, newsIds: number[]) {
  if (!newsIds.length) return new Map<number, { id: number; tag_title: string; tag_permalink: string }[]>();
  const rows = await db
    .select({ newsId: newsTags.newsId, id: tags.id, tag_title: tags.title, tag_permalink: tags.permalink })
    .from(newsTags)
    .innerJoin(tags, eq(tags.id, newsTags.tagId))
    .where(inArray(newsTags.newsId, newsIds))
    .orderBy(tags.title);
  const byPost = new Map<number, { id: number; tag_title: string; tag_permalink: string }[]>();
  for (const { newsId, ...tag } of rows) byPost.set(newsId, [...(byPost.get(newsId) ?? []), tag]);
  return byPost;
}
