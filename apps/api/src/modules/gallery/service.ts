import { type GalleryAlbum, type GalleryImage, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { chapters, galleryAlbums, galleryCategories, galleryImages } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';

type ImageRow = typeof galleryImages.$inferSelect;

export function toGalleryImage(row: ImageRow, storage: Storage): GalleryImage {
  const sizes = [...row.sizes].sort((a, b) => a - b);
  const url = (w: number) => storage.url(`${row.keyBase}-${w}.webp`);
  const largest = sizes[sizes.length - 1] ?? row.width;
  return {
    id: row.id,
    src: url(largest),
    srcset: sizes.map((w) => `${url(w)} ${w}w`).join(', '),
    thumb: url(sizes[0] ?? largest),
    width: row.width,
    height: row.height,
    alt: row.alt,
    caption: row.caption,
  };
}

const albumColumns = {
  album: galleryAlbums,
  categoryTitle: galleryCategories.title,
  categorySlug: galleryCategories.slug,
  chapterName: chapters.name,
  imageCount: sql<number>`(select count(*)::int from ${galleryImages} where ${galleryImages.albumId} = ${galleryAlbums.id})`,
};

/** An album shows on the public site once it has a photo: a new, empty one stays with the admins. */
export const albumIsPublic = (): SQL =>
  sql`exists (select 1 from ${galleryImages} where ${galleryImages.albumId} = ${galleryAlbums.id})`;
const hasPhotos = albumIsPublic();

async function coversOf(db: Db, albumIds: number[]): Promise<Map<number, ImageRow>> {
  if (!albumIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([galleryImages.albumId])
    .from(galleryImages)
    .where(inArray(galleryImages.albumId, albumIds))
    .orderBy(galleryImages.albumId, asc(galleryImages.sortOrder), asc(galleryImages.id));
  return new Map(rows.map((r) => [r.albumId, r]));
}

type AlbumRow = { album: typeof galleryAlbums.$inferSelect; categoryTitle: string; categorySlug: string; chapterName: string | null; imageCount: number };

function toAlbum(r: AlbumRow, cover: ImageRow | undefined, storage: Storage): GalleryAlbum {
  return {
    id: r.album.id,
    slug: r.album.slug,
    title: r.album.title,
    description: r.album.description,
    category_title: r.categoryTitle,
    category_slug: r.categorySlug,
    chapter_name: r.chapterName,
    event_date: r.album.eventDate,
    image_count: Number(r.imageCount),
    cover: cover ? toGalleryImage(cover, storage) : null,
  };
}

export async function listAlbums(
  db: Db,
  storage: Storage,
  o: { category_slug?: string; page?: number; perPage?: number },
): Promise<Paged<GalleryAlbum>> {
  const page = o.page ?? 1;
  const perPage = o.perPage ?? 12;
  if (o.category_slug) {
    const [cat] = await db.select({ id: galleryCategories.id }).from(galleryCategories).where(eq(galleryCategories.slug, o.category_slug));
    if (!cat) throw new AppError('NOT_FOUND', 'Kategori galeri tidak ditemukan');
  }
  const where = and(hasPhotos, o.category_slug ? eq(galleryCategories.slug, o.category_slug) : undefined);
  const [rows, [count]] = await Promise.all([
    db
      .select(albumColumns)
      .from(galleryAlbums)
      .innerJoin(galleryCategories, eq(galleryCategories.id, galleryAlbums.categoryId))
      .leftJoin(chapters, eq(chapters.id, galleryAlbums.chapterId))
      .where(where)
      .orderBy(desc(galleryAlbums.eventDate), desc(galleryAlbums.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(galleryAlbums)
      .innerJoin(galleryCategories, eq(galleryCategories.id, galleryAlbums.categoryId))
      .where(where),
  ]);
  const covers = await coversOf(db, rows.map((r) => r.album.id));
  return { data: rows.map((r) => toAlbum(r, covers.get(r.album.id), storage)), totalRecords: Number(count?.n ?? 0) };
}

export async function findAlbum(db: Db, storage: Storage, slug: string) {
  const [row] = await db
    .select(albumColumns)
    .from(galleryAlbums)
    .innerJoin(galleryCategories, eq(galleryCategories.id, galleryAlbums.categoryId))
    .leftJoin(chapters, eq(chapters.id, galleryAlbums.chapterId))
    .where(and(eq(galleryAlbums.slug, slug), hasPhotos))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Album tidak ditemukan');
  const images = await db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.albumId, row.album.id))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.id));
  return { ...toAlbum(row, images[0], storage), images: images.map((i) => toGalleryImage(i, storage)) };
}

/** Gallery categories with their number of albums: every album for the admins, shown ones for the site. */
export async function listGalleryCategories(db: Db, { shownOnly = false }: { shownOnly?: boolean } = {}) {
  const shown = shownOnly ? sql` and exists (select 1 from gallery_images i where i.album_id = a.id)` : sql``;
  const rows = await db
    .select({
      id: galleryCategories.id,
      slug: galleryCategories.slug,
      title: galleryCategories.title,
      album_count: sql<number>`(select count(*)::int from gallery_albums a where a.category_id = "gallery_categories"."id"${shown})`,
    })
    .from(galleryCategories)
    .orderBy(asc(galleryCategories.sortOrder), asc(galleryCategories.title));
  return rows.map((r) => ({ ...r, album_count: Number(r.album_count) }));
}
