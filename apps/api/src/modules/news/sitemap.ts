import { type SitemapEntrySchema, FURNITURE_CATEGORIES } from '@sbc/contract';
import { sql } from 'drizzle-orm';
import { type z } from 'zod';
import { type Db } from '../../db/client';

type SitemapEntry = z.infer<typeof SitemapEntrySchema>;

/** A post readers can open now (as news/list.ts's publicCondition), on a table named `n`. */
const PUBLIC_NEWS = sql.raw(`n.visibility = 'Public' and n.published_at <= now()`);

/**
 * Every public permalink with its last change (an event's last edit; an album's last edit or its
 * newest photo, whichever is later): posts (the home banners', the alert's and the
 * testimonials' too: each is a page of its own that the home page links to), events, chapters, the
 * categories with a page (all but the furniture ones, which have none) and tags that hold a public
 * post (an empty list is a thin page search engines are not sent to), gallery categories and
 * the albums with a photo (an empty one is not public yet).
 */
export async function listSitemap(db: Db): Promise<SitemapEntry[]> {
  const result = await db.execute(sql`
    select 'news' as kind, n.permalink, n.section, extract(epoch from n.updated_at)::bigint as updated_at
      from news n
      where ${PUBLIC_NEWS}
    union all
    select 'event', slug, null, extract(epoch from updated_at)::bigint from events where published
    union all
    select 'chapter', slug, null, 0 from chapters
    union all
    select 'category', c.permalink, null, 0 from categories c
      where c.permalink not in ${FURNITURE_CATEGORIES}
        and exists (select 1 from news n where n.category_id = c.id and ${PUBLIC_NEWS})
    union all
    select 'tag', t.permalink, null, 0 from tags t
      where exists (select 1 from news_tags nt join news n on n.id = nt.news_id where nt.tag_id = t.id and ${PUBLIC_NEWS})
    union all
    select 'gallery_category', slug, null, 0 from gallery_categories
    union all
    select 'album', slug, null,
        extract(epoch from greatest(a.updated_at, (select max(i.created_at) from gallery_images i where i.album_id = a.id)))::bigint
      from gallery_albums a
      where exists (select 1 from gallery_images i where i.album_id = a.id)`);
  const rows = (result as unknown as { rows: SitemapEntry[] }).rows;
  return rows.map((r) => ({ ...r, updated_at: Number(r.updated_at) }));
}
