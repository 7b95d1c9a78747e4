import sanitize from '../../services/sanitize-html';
import { atWib, wibDay } from '@sbc/format/date';
import { type Db } from '../client';
import { inArray } from 'drizzle-orm';
import { boardMembers, categories, chapters, events, galleryAlbums, galleryCategories, galleryImages, news, newsReads, newsTags, tags } from '../schema';
import { type Storage } from '../../services/storage';
import { refreshSearchTerms } from '../../modules/news/search';
import { articles } from './content/articles';
import { catalogueEntries } from './content/catalogue';
import { categories as seedCategories, tags as seedTags } from './content/categories';
import { boardMembers as seedBoard, chapters as seedChapters } from './content/community';
import { events as seedEvents } from './content/events';
import { homeArticles } from './content/home';
import { policyPages } from './content/pages';
import { type SeedArticle, type SeedEvent } from './content/types';
import { coverSvg, storeCover } from './images';
import { storeDemoVideo } from './videos';
import { albums, galleryCategories as seedGalleryCategories } from './content/gallery';
import { storeResponsiveImage, GALLERY_WIDTHS } from '../../services/images';
import { storeCoverSizes } from '../../services/cover-sizes';

const DAY = 24 * 60 * 60 * 1000;

/** A WIB wall-clock time `days` from `now`, as a Date. */
function wibDate(daysFromNow: number, hhmm: string, now = Date.now()): Date {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return atWib(wibDay(new Date(now + daysFromNow * DAY)), h, m);
}

/** When a demo event starts, seeded at `now`: an event meant to be under way began yesterday if today's start is still ahead. */
export function seedEventStart(e: Pick<SeedEvent, 'startsInDays' | 'startTime' | 'underway'>, now = Date.now()): Date {
  const planned = wibDate(e.startsInDays, e.startTime, now);
  return e.underway && planned.getTime() > now ? new Date(planned.getTime() - DAY) : planned;
}

async function insertArticles(
  db: Db,
  list: SeedArticle[],
  ids: { categories: Map<string, number>; tags: Map<string, number> },
  media: {
    cover(a: SeedArticle): Promise<{ key: string; width: number; height: number; widths: number[] } | null>;
    /** The address the post's video plays from, or null. */
    video(a: SeedArticle): Promise<string | null>;
  },
): Promise<void> {
  for (const a of list) {
    const categoryId = ids.categories.get(a.category);
    if (!categoryId) throw new Error(`Seed article ${a.permalink}: unknown category ${a.category}`);
    const stored = await media.cover(a);
    const publishedAt = new Date(Date.now() - a.publishedDaysAgo * DAY - ((a.permalink.length * 37) % 600) * 60 * 1000);
    const [row] = await db
      .insert(news)
      .values({
        permalink: a.permalink,
        title: a.title,
        excerpt: a.excerpt,
        content: sanitize(a.html),
        contentType: a.contentType ?? 'article',
        categoryId,
        section: a.section ?? null,
        coverImage: stored?.key ?? null,
        coverWidths: stored?.widths ?? null,
        coverWidth: stored?.width ?? null,
        coverHeight: stored?.height ?? null,
        videoUrl: await media.video(a),
        authorName: a.author,
        editorChoice: a.editorChoice ?? false,
        views: (a.permalink.length * 53) % 400,
        publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: news.id });
    const tagIds = a.tags.map((t) => {
      const id = ids.tags.get(t);
      if (!id) throw new Error(`Seed article ${a.permalink}: unknown tag ${t}`);
      return id;
    });
    if (row && tagIds.length) await db.insert(newsTags).values(tagIds.map((tagId) => ({ newsId: row.id, tagId })));
  }
}

/**
 * Two weeks of reading, so that the home page's "Populer Pekan Ini" (and last week's) has posts on a
 * new demo: every fifth post, read by fewer people the further down the list, spread over the last 14 days.
 */
async function seedReads(db: Db): Promise<void> {
  const picked = articles.filter((_, i) => i % 5 === 0);
  const rows = await db
    .select({ id: news.id, permalink: news.permalink })
    .from(news)
    .where(inArray(news.permalink, picked.map((a) => a.permalink)));
  const idOf = new Map(rows.map((r) => [r.permalink, r.id]));
  const reads = picked.flatMap((post, rank) => {
    const newsId = idOf.get(post.permalink);
    if (!newsId) throw new Error(`Seed reads: no post ${post.permalink}`);
    return Array.from({ length: 30 - 2 * rank }, (_, reader) => (reader * 5 + rank) % 14)
      .map((daysAgo, reader) => ({ daysAgo, reader }))
      .filter(({ daysAgo }) => daysAgo <= post.publishedDaysAgo) // nobody reads a post before it is out
      .map(({ daysAgo, reader }) => {
        const at = new Date(Date.now() - daysAgo * DAY);
        return { readerId: `pembaca-demo-${reader}`, newsId, day: at.toISOString().slice(0, 10), readAt: at };
      });
  });
  await db.insert(newsReads).values(reads);
}

/** Inserts the demo content; with storage, also generates the cover images and stores the demo videos. */
export async function seedContent(db: Db, storage?: Storage): Promise<Map<string, number>> {
  const categoryRows = await db
    .insert(categories)
    .values(seedCategories.map((c, i) => ({ ...c, highlight: c.highlight ?? false, sortOrder: i })))
    .returning({ id: categories.id, permalink: categories.permalink });
  const tagRows = await db.insert(tags).values(seedTags).returning({ id: tags.id, permalink: tags.permalink });
  const ids = {
    categories: new Map(categoryRows.map((r) => [r.permalink, r.id])),
    tags: new Map(tagRows.map((r) => [r.permalink, r.id])),
  };
  /** A cover with its smaller copies, drawn from the same picture the cover is made of. */
  const withCover = async (a: SeedArticle) => {
    if (!storage) return null;
    const stored = await storeCover(storage, 'berita', a.permalink);
    return { ...stored, widths: await storeCoverSizes(storage, stored.key, Buffer.from(coverSvg(`berita/${a.permalink}`))) };
  };
  const video = async (a: SeedArticle) => (storage && a.hasVideoFile ? storeDemoVideo(storage, a.permalink) : null);
  await insertArticles(db, [...articles, ...homeArticles], ids, { cover: withCover, video });
  const none = async () => null;
  await insertArticles(db, [...catalogueEntries, ...policyPages], ids, { cover: none, video: none });
  await seedReads(db);

  const chapterRows = await db
    .insert(chapters)
    .values(seedChapters.map((c, i) => ({ ...c, sortOrder: i })))
    .returning({ id: chapters.id, slug: chapters.slug });
  const chapterIds = new Map(chapterRows.map((r) => [r.slug, r.id]));
  await db.insert(boardMembers).values(
    seedBoard.map((m, i) => ({
      board: m.board,
      chapterId: m.chapter ? (chapterIds.get(m.chapter) ?? null) : null,
      name: m.name,
      position: m.position,
      termStart: m.termStart,
      termEnd: m.termEnd,
      sortOrder: i,
    })),
  );
  for (const e of seedEvents) {
    const startsAt = seedEventStart(e);
    const cover = storage ? await storeCover(storage, 'event', e.slug) : null;
    await db.insert(events).values({
      slug: e.slug,
      title: e.title,
      summary: e.summary,
      description: sanitize(e.descriptionHtml),
      coverImage: cover?.key ?? null,
      coverWidth: cover?.width ?? null,
      coverHeight: cover?.height ?? null,
      startsAt,
      endsAt: new Date(startsAt.getTime() + e.durationHours * 60 * 60 * 1000),
      place: e.place ?? null,
      address: e.address ?? null,
      city: e.city ?? null,
      onlineUrl: e.onlineUrl ?? null,
      mapUrl: e.address ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${e.place ?? ''} ${e.address}`)}` : null,
      seats: e.seats ?? null,
      priceMember: e.priceMember,
      priceNonMember: e.priceNonMember,
      chapterId: e.chapter ? (chapterIds.get(e.chapter) ?? null) : null,
    });
  }
  await seedGallery(db, chapterIds, storage);
  await refreshSearchTerms(db);
  return chapterIds;
}

/** Albums with locally generated photos (without storage, rows only: tests skip the image work). */
async function seedGallery(db: Db, chapterIds: Map<string, number>, storage?: Storage): Promise<void> {
  const cats = await db
    .insert(galleryCategories)
    .values(seedGalleryCategories.map((c, i) => ({ ...c, sortOrder: i })))
    .returning({ id: galleryCategories.id, slug: galleryCategories.slug });
  const catIds = new Map(cats.map((c) => [c.slug, c.id]));
  for (const album of albums) {
    const [row] = await db
      .insert(galleryAlbums)
      .values({
        slug: album.slug,
        title: album.title,
        description: album.description,
        categoryId: catIds.get(album.category) ?? 0,
        chapterId: album.chapter ? (chapterIds.get(album.chapter) ?? null) : null,
        eventDate: new Date(Date.now() - album.daysAgo * DAY).toISOString().slice(0, 10),
      })
      .returning({ id: galleryAlbums.id });
    for (const [i, photo] of album.photos.entries()) {
      const keyBase = `galeri/${album.slug}/${i + 1}`;
      const stored = storage
        ? await storeResponsiveImage(storage, keyBase, Buffer.from(coverSvg(keyBase, 1600, 1067)))
        : { sizes: [...GALLERY_WIDTHS], width: 1600, height: 1067 };
      await db.insert(galleryImages).values({ albumId: row?.id ?? 0, keyBase, ...stored, alt: photo.alt, caption: photo.caption, sortOrder: i });
    }
  }
}
