import { type MovedKind, type MovedPermalink } from '@sbc/contract';
import { and, eq, notExists, sql, type SQL } from 'drizzle-orm';
import { type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type Db } from '../../db/client';
import { categories, chapters, events, galleryAlbums, galleryCategories, news, permalinkRedirects, tags } from '../../db/schema';
import { AppError } from '../../http/errors';
import { albumIsPublic } from '../gallery/service';
import { publicCondition } from '../news/list';

interface Target {
  table: PgTable;
  id: PgColumn;
  permalink: PgColumn;
  /** Whether the entry is public: the same rule as its own public page. */
  visible?: () => SQL;
}

const TARGETS: Record<MovedKind, Target> = {
  news: {
    table: news,
    id: news.id,
    permalink: news.permalink,
    visible: publicCondition,
  },
  category: {
    table: categories,
    id: categories.id,
    permalink: categories.permalink,
  },
  tag: {
    table: tags,
    id: tags.id,
    permalink: tags.permalink,
  },
  event: {
    table: events,
    id: events.id,
    permalink: events.slug,
    visible: () => eq(events.published, true),
  },
  album: { table: galleryAlbums, id: galleryAlbums.id, permalink: galleryAlbums.slug, visible: albumIsPublic },
  'gallery-category': { table: galleryCategories, id: galleryCategories.id, permalink: galleryCategories.slug },
  chapter: { table: chapters, id: chapters.id, permalink: chapters.slug },
};

const MISSING: Record<MovedKind, string> = {
  news: 'Artikel tidak ditemukan',
  category: 'Kategori tidak ditemukan',
  tag: 'Tag tidak ditemukan',
  event: 'Event tidak ditemukan',
  album: 'Album tidak ditemukan',
  'gallery-category': 'Kategori galeri tidak ditemukan',
  chapter: 'Chapter tidak ditemukan',
};

/**
 * Where an old permalink now leads: the current permalink of its entry, when that entry is public.
 * A permalink some entry holds now is never answered (the live entry wins).
 */
export async function findMovedPermalink(
  db: Db,
  kind: MovedKind,
  permalink: string,
): Promise<MovedPermalink> {
  const target = TARGETS[kind];
  const [row] = await db
    .select({ permalink: sql<string>`${target.permalink}` })
    .from(permalinkRedirects)
    .innerJoin(target.table, eq(target.id, permalinkRedirects.targetId))
    .where(
      and(
        eq(permalinkRedirects.kind, kind),
        eq(permalinkRedirects.oldPermalink, permalink),
        target.visible?.(),
        // The subquery's own table (the nearest one of that name): does any entry hold this permalink now?
        notExists(
          db
            .select({ one: sql`1` })
            .from(target.table)
            .where(eq(target.permalink, permalink)),
        ),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MISSING[kind]);
  return { kind, permalink: row.permalink };
}
