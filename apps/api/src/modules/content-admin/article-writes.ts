import { type AdminArticleItem, type SavedArticle } from '@sbc/contract';
import { slugify } from '@sbc/format/slug';
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, news } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Principal } from '../../http/auth';
import { changedFields, recordAudit } from '../../services/audit';
import sanitize from '../../services/sanitize-html';
import { claimPermalink, forgetRedirects, recordPermalinkChange } from '../../services/permalink-redirects';
import { freeSlug, slugTakenIn } from '../../services/slugs';
import { deleteCover } from '../../services/cover-sizes';
import { type Storage } from '../../services/storage';
import { refreshSearchTerms } from '../news/search';
import { type ArticleInput, excerptOf, storeCoverImage } from './article-input';
import { replacePostTags, resolveTagTitles } from './article-tags';
import { NOT_FOUND, articleState, findArticle, findArticleItem } from './articles';
import { RESERVED_POST_SLUGS, assertPostSlugAllowed, permalinkTaken } from './permalink';

const fieldError = (field: string, message: string) => new AppError('BAD_REQUEST', message, [{ field, message }]);

/** The permalink to store: the one given (checked, never altered) or a free one made from the title. */
async function choosePermalink(db: Db, input: ArticleInput, current?: { id: number; permalink: string }): Promise<string> {
  if (input.permalink) {
    if (input.permalink === current?.permalink) return input.permalink;
    assertPostSlugAllowed(input.permalink);
    if (await slugTakenIn(db, news, news.permalink, current?.id)(input.permalink)) throw permalinkTaken();
    return input.permalink;
  }
  // An existing post keeps its address when the field is left empty: links to it stay valid.
  if (current) return current.permalink;
  return freeSlug(slugify(input.title, { fallback: 'artikel' }), slugTakenIn(db, news, news.permalink), { reserved: RESERVED_POST_SLUGS, refuse: permalinkTaken });
}

/**
 * Pictures in the body come from our own media (uploaded with the editor's picture tool): the
 * public site's security policy shows no picture from another host, so one would show broken.
 */
function assertOwnPictures(content: string, storage: Storage): void {
  const ownOrigin = new URL(storage.url('gambar')).origin;
  for (const [, src = ''] of content.matchAll(/<img\b[^>]*?\bsrc="([^"]*)"/g)) {
    const address = src.replaceAll('&amp;', '&');
    if (URL.canParse(address) && new URL(address).origin === ownOrigin) continue;
    throw fieldError(
      'content',
      `Gambar dari situs lain tidak dapat ditampilkan di situs SBC (${address}). Unggah gambarnya dengan "Unggah dari perangkat".`,
    );
  }
}

/** The stored columns of the editor's fields (all but permalink, cover and tags). */
async function postColumns(db: Db, storage: Storage, input: ArticleInput) {
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.category_id)).limit(1);
  if (!category) throw fieldError('category_id', 'Kategori tidak ditemukan');
  const content = sanitize(input.content).trim();
  assertOwnPictures(content, storage);
  const contentType = input.content_type ?? 'article';
  if (contentType !== 'video' && !excerptOf(content) && !/<img\b/.test(content)) {
    throw fieldError('content', 'Isi artikel wajib diisi');
  }
  if (contentType === 'video' && !input.video_url) throw fieldError('video_url', 'Video wajib memiliki tautan video');
  return {
    title: input.title,
    excerpt: input.excerpt || excerptOf(content),
    content,
    contentType,
    categoryId: category.id,
    section: input.section ?? null,
    videoUrl: input.video_url ?? null,
    authorName: input.author_name,
    editorChoice: input.editor_choice ?? false,
  };
}

const publishedAtOf = (unix: number | undefined) => (unix === undefined ? undefined : new Date(unix * 1000));

const STATE_WORDS = { published: 'terbit', scheduled: 'terjadwal', private: 'privat' } as const;

/** The post an old address led to before a save took it (for the editor to say so). */
async function postTitled(tx: Db, id: number | null): Promise<SavedArticle['old_address_of']> {
  if (id === null) return null;
  const [row] = await tx.select({ id: news.id, title: news.title }).from(news).where(eq(news.id, id)).limit(1);
  return row ?? null;
}

/** Writes a new post: sanitised, tagged, searchable by its words (and look-alikes of them). */
export async function createArticle(db: Db, storage: Storage, principal: Principal, input: ArticleInput): Promise<SavedArticle> {
  const columns = await postColumns(db, storage, input);
  const permalink = await choosePermalink(db, input);
  const cover = input.cover_image ? await storeCoverImage(storage, input.cover_image, permalink) : null;
  const coverImage = cover?.key ?? null;
  const visibility = input.visibility ?? 'Private';
  const publishedAt = publishedAtOf(input.published_at) ?? new Date();
  try {
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(news)
        .values({
          ...columns,
          permalink,
          coverImage,
          coverWidths: cover?.widths ?? null,
          coverWidth: cover?.width ?? null,
          coverHeight: cover?.height ?? null,
          visibility,
          publishedAt,
          updatedAt: new Date(),
        })
        .returning({ id: news.id });
      if (!row) throw new Error('news insert returned nothing');
      const oldAddressOf = await postTitled(tx, await claimPermalink(tx, 'news', permalink));
      await replacePostTags(tx, row.id, await resolveTagTitles(tx, input.tags ?? []));
      await refreshSearchTerms(tx, [row.id]);
      const state = articleState(visibility, publishedAt);
      await recordAudit(tx, principal, {
        action: 'create',
        entity: 'news',
        entityId: row.id,
        summary: `Menulis artikel “${columns.title}” (${STATE_WORDS[state]})`,
        detail: {
          permalink,
          visibility,
          published_at: publishedAt.toISOString(),
          tags: input.tags ?? [],
          old_address_of: oldAddressOf?.id,
        },
      });
      return { id: row.id, oldAddressOf };
    });
    return { ...(await findArticle(db, storage, saved.id)), old_address_of: saved.oldAddressOf };
  } catch (error) {
    if (coverImage) await deleteCover(storage, coverImage, cover?.widths);
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
}

/** A cover a post no longer uses (to delete, with its copies, once committed). */
export interface StaleCover {
  key: string;
  widths: number[] | null;
}

/** Saves a post; answers it and the cover it no longer uses (to delete once committed). */
export async function updateArticle(
  db: Db,
  storage: Storage,
  principal: Principal,
  id: number,
  input: ArticleInput,
): Promise<{ article: SavedArticle; staleCover: StaleCover | null }> {
  const [current] = await db
    .select({
      id: news.id,
      title: news.title,
      permalink: news.permalink,
      coverImage: news.coverImage,
      coverWidths: news.coverWidths,
      visibility: news.visibility,
      publishedAt: news.publishedAt,
      excerpt: news.excerpt,
      content: news.content,
      contentType: news.contentType,
      categoryId: news.categoryId,
      section: news.section,
      videoUrl: news.videoUrl,
      authorName: news.authorName,
      editorChoice: news.editorChoice,
    })
    .from(news)
    .where(eq(news.id, id))
    .limit(1);
  if (!current) throw new AppError('NOT_FOUND', NOT_FOUND);
  // A summary the server made from the body (the field was left empty) and sent back unchanged
  // stays automatic: it is made again from the new body.
  const isAutoExcerpt = current.excerpt === excerptOf(current.content) && input.excerpt === current.excerpt;
  const columns = await postColumns(db, storage, isAutoExcerpt ? { ...input, excerpt: '' } : input);
  const permalink = await choosePermalink(db, input, current);
  const newCover = input.cover_image ? await storeCoverImage(storage, input.cover_image, permalink) : null;
  const coverImage = newCover?.key ?? (input.remove_cover ? null : current.coverImage);
  const coverWidths = newCover ? newCover.widths : coverImage ? current.coverWidths : null;
  // A kept cover keeps its recorded size; a new one brings its own; no cover, no size.
  const coverSize = newCover
    ? { coverWidth: newCover.width, coverHeight: newCover.height }
    : coverImage
      ? {}
      : { coverWidth: null, coverHeight: null };
  const visibility = input.visibility ?? current.visibility;
  const publishedAt = publishedAtOf(input.published_at) ?? current.publishedAt;
  let oldAddressOf: SavedArticle['old_address_of'] = null;
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(news)
        .set({ ...columns, permalink, coverImage, coverWidths, ...coverSize, visibility, publishedAt, updatedAt: new Date() })
        .where(eq(news.id, id));
      // The old address keeps working: the public site sends it on to the new one (301).
      oldAddressOf = await postTitled(tx, await recordPermalinkChange(tx, 'news', id, current.permalink, permalink));
      if (input.tags) await replacePostTags(tx, id, await resolveTagTitles(tx, input.tags));
      await refreshSearchTerms(tx, [id]);
      await recordAudit(tx, principal, {
        action: 'update',
        entity: 'news',
        entityId: id,
        summary: `Mengubah artikel “${columns.title}”`,
        detail: {
          ...changedFields({
            title: [current.title, columns.title],
            permalink: [current.permalink, permalink],
            state: [articleState(current.visibility, current.publishedAt), articleState(visibility, publishedAt)],
            excerpt: [current.excerpt, columns.excerpt],
            category_id: [current.categoryId, columns.categoryId],
            section: [current.section, columns.section],
            content_type: [current.contentType, columns.contentType],
            video_url: [current.videoUrl, columns.videoUrl],
            author_name: [current.authorName, columns.authorName],
            editor_choice: [current.editorChoice, columns.editorChoice],
          }),
          // The body only as changed: the whole text would fill the log.
          content: columns.content === current.content ? undefined : 'diubah',
          cover: coverImage === current.coverImage ? undefined : coverImage ? 'diganti' : 'dihapus',
          old_address_of: oldAddressOf?.id,
        },
      });
    });
  } catch (error) {
    if (newCover) await deleteCover(storage, newCover.key, newCover.widths);
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
  const staleCover =
    current.coverImage && current.coverImage !== coverImage ? { key: current.coverImage, widths: current.coverWidths } : null;
  return { article: { ...(await findArticle(db, storage, id)), old_address_of: oldAddressOf }, staleCover };
}

/** Publishes, schedules (a future time) or hides a post. */
export async function publishArticle(
  db: Db,
  storage: Storage,
  principal: Principal,
  input: { id: number; visibility: 'Public' | 'Private'; published_at?: number },
): Promise<AdminArticleItem> {
  await db.transaction(async (tx) => {
    const publishedAt = publishedAtOf(input.published_at);
    const [row] = await tx
      .update(news)
      .set({ visibility: input.visibility, ...(publishedAt ? { publishedAt } : {}), updatedAt: new Date() })
      .where(eq(news.id, input.id))
      .returning({ title: news.title, visibility: news.visibility, publishedAt: news.publishedAt });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    const state = articleState(row.visibility, row.publishedAt);
    const verb = { published: 'Menerbitkan', scheduled: 'Menjadwalkan', private: 'Menyembunyikan' }[state];
    await recordAudit(tx, principal, {
      action: state === 'private' ? 'unpublish' : state === 'scheduled' ? 'schedule' : 'publish',
      entity: 'news',
      entityId: input.id,
      summary: `${verb} artikel “${row.title}”`,
      detail: { visibility: row.visibility, published_at: row.publishedAt.toISOString() },
    });
  });
  return findArticleItem(db, storage, input.id);
}

/** Deletes a post (its comments, reads and tag links go with it); answers its cover to delete. */
export async function deleteArticle(db: Db, principal: Principal, id: number): Promise<{ cover: StaleCover | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(news)
      .where(eq(news.id, id))
      .returning({ title: news.title, permalink: news.permalink, coverImage: news.coverImage, coverWidths: news.coverWidths });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await forgetRedirects(tx, 'news', id);
    await recordAudit(tx, principal, {
      action: 'delete',
      entity: 'news',
      entityId: id,
      summary: `Menghapus artikel “${row.title}”`,
      detail: { permalink: row.permalink },
    });
    return { cover: row.coverImage ? { key: row.coverImage, widths: row.coverWidths } : null };
  });
}
