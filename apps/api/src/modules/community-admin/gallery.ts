import { type CommunityAlbum, type CommunityImage, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { chapters, galleryAlbums, galleryCategories, galleryImages } from '../../db/schema';
import {
  assertChapterScope,
  chapterScope,
  type Principal,
  type ScopeAccess,
} from '../../http/auth';
import { recordAudit } from '../../services/audit';
import { forgetRedirects, savedPermalink } from '../../services/permalink-redirects';
import { type Storage } from '../../services/storage';
import { likePattern } from '../presence/participants';
import { badField, countAll, deleteStored, notFound, uniqueSlug } from './common';
import { saveWithAudit } from './save-with-audit';

type ImageRow = typeof galleryImages.$inferSelect;
const ALBUM = 'Album';

/** Every stored file of one photo (one per responsive width). */
export const storedKeys = (img: Pick<ImageRow, 'keyBase' | 'sizes'>) =>
  img.sizes.map((w) => `${img.keyBase}-${w}.webp`);

export function toImage(row: ImageRow, storage: Storage): CommunityImage {
  const sizes = [...row.sizes].sort((a, b) => a - b);
  const url = (w: number) => storage.url(`${row.keyBase}-${w}.webp`);
  return {
    id: row.id,
    src: url(sizes[sizes.length - 1] ?? row.width),
    thumb: url(sizes[0] ?? row.width),
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
    sort_order: row.sortOrder,
  };
}

// ---------------------------------------------------------------- albums

const albumColumns = {
  a: galleryAlbums,
  categoryTitle: galleryCategories.title,
  chapterName: chapters.name,
  imageCount: sql<number>`(select count(*)::int from gallery_images i where i.album_id = "gallery_albums"."id")`,
  coverKey: sql<
    string | null
  >`(select i.key_base || '-' || i.sizes[1] || '.webp' from gallery_images i where i.album_id = "gallery_albums"."id" order by i.sort_order, i.id limit 1)`,
};
type AlbumRow = {
  a: typeof galleryAlbums.$inferSelect;
  categoryTitle: string;
  chapterName: string | null;
  imageCount: number;
  coverKey: string | null;
};

function toAlbum(r: AlbumRow, storage: Storage): CommunityAlbum {
  return {
    id: r.a.id,
    slug: r.a.slug,
    title: r.a.title,
    description: r.a.description,
    category_id: r.a.categoryId,
    category_title: r.categoryTitle,
    chapter_id: r.a.chapterId,
    chapter_name: r.chapterName,
    event_date: r.a.eventDate,
    image_count: Number(r.imageCount),
    cover_thumb: r.coverKey ? storage.url(r.coverKey) : null,
  };
}

const selectAlbums = (db: Db, where: SQL | undefined) =>
  db
    .select(albumColumns)
    .from(galleryAlbums)
    .innerJoin(galleryCategories, eq(galleryCategories.id, galleryAlbums.categoryId))
    .leftJoin(chapters, eq(chapters.id, galleryAlbums.chapterId))
    .where(where);

export async function listAlbums(
  db: Db,
  storage: Storage,
  principal: Principal,
  o: { q?: string; page?: number; perPage?: number },
): Promise<Paged<CommunityAlbum>> {
  const scope = chapterScope(principal);
  const where = and(
    scope === null ? undefined : eq(galleryAlbums.chapterId, scope),
    o.q ? ilike(galleryAlbums.title, likePattern(o.q)) : undefined,
  );
  return pageOf(
    o,
    20,
    (limit, offset) =>
      selectAlbums(db, where)
        .orderBy(desc(galleryAlbums.eventDate), desc(galleryAlbums.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: countAll }).from(galleryAlbums).where(where),
    (r) => toAlbum(r, storage),
  );
}

/** The album, refused (403) when it belongs to another chapter than a chapter admin's. */
export async function albumInScope(db: Db, principal: Principal, id: number, access: ScopeAccess) {
  const [row] = await db.select().from(galleryAlbums).where(eq(galleryAlbums.id, id)).limit(1);
  if (!row) throw notFound(ALBUM);
  assertChapterScope(principal, row.chapterId, access);
  return row;
}

export async function getAlbum(db: Db, storage: Storage, principal: Principal, id: number) {
  await albumInScope(db, principal, id, 'read');
  const [row] = await selectAlbums(db, eq(galleryAlbums.id, id));
  if (!row) throw notFound(ALBUM);
  const images = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.albumId, id))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
  return { ...toAlbum(row, storage), images: images.map((i) => toImage(i, storage)) };
}

export async function saveAlbum(
  ctx: AppContext,
  principal: Principal,
  input: {
    id?: number;
    title: string;
    slug?: string;
    description: string;
    category_id: number;
    chapter_id: number | null;
    event_date: string;
  },
): Promise<CommunityAlbum> {
  const { db } = ctx.database;
  const before = input.id ? await albumInScope(db, principal, input.id, 'write') : undefined;
  assertChapterScope(principal, input.chapter_id, 'write');
  const [cat] = await db
    .select({ id: galleryCategories.id })
    .from(galleryCategories)
    .where(eq(galleryCategories.id, input.category_id));
  if (!cat) throw badField('category_id', 'Kategori tidak ditemukan');
  if (input.chapter_id !== null) {
    const [ch] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.id, input.chapter_id));
    if (!ch) throw badField('chapter_id', 'Chapter tidak ditemukan');
  }
  const slug = await uniqueSlug(db, galleryAlbums, {
    typed: input.slug ?? before?.slug,
    title: input.title,
    exceptId: input.id,
  });
  return saveWithAudit(ctx, principal, {
    table: galleryAlbums,
    id: before?.id,
    values: {
      title: input.title,
      slug,
      description: input.description,
      categoryId: input.category_id,
      chapterId: input.chapter_id,
      eventDate: input.event_date,
      updatedAt: new Date(),
    },
    audit: {
      entity: 'gallery-album',
      subject: `album “${input.title}”`,
    },
    scope: 'gallery',
    alsoWrite: savedPermalink('album', before?.slug, slug),
    read: async (id) => {
      const [row] = await selectAlbums(db, eq(galleryAlbums.id, id));
      if (!row) throw notFound(ALBUM);
      return toAlbum(row, ctx.storage);
    },
  });
}

export async function deleteAlbum(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const album = await albumInScope(db, principal, id, 'write');
  const images = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const removed = await t
      .delete(galleryImages)
      .where(eq(galleryImages.albumId, id))
      .returning({ keyBase: galleryImages.keyBase, sizes: galleryImages.sizes });
    await t.delete(galleryAlbums).where(eq(galleryAlbums.id, id));
    await forgetRedirects(t, 'album', id);
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'gallery-album',
      entityId: id,
      summary: `Menghapus album “${album.title}” beserta ${removed.length} foto`,
    });
    return removed;
  });
  await deleteStored(ctx.storage, images.flatMap(storedKeys));
  ctx.contentChanges.notify('gallery');
  return { id };
}
