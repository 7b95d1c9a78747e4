import { eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { galleryAlbums, galleryCategories } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { forgetRedirects, savedPermalink } from '../../services/permalink-redirects';
import { countAll, notFound, uniqueSlug } from './common';
import { listGalleryCategories } from '../gallery/service';
import { saveWithAudit } from './save-with-audit';

/** The gallery's categories (console): saved, deleted when empty; listed by the public gallery's own query. */
export async function saveCategory(
  ctx: AppContext,
  principal: Principal,
  input: { id?: number; title: string; slug?: string },
) {
  const { db } = ctx.database;
  const [before] = input.id
    ? await db.select().from(galleryCategories).where(eq(galleryCategories.id, input.id))
    : [];
  if (input.id && !before) throw notFound('Kategori galeri');
  // A rename keeps the permalink (links stay stable) unless a new one is typed.
  const slug = await uniqueSlug(db, galleryCategories, {
    typed: input.slug ?? before?.slug,
    title: input.title,
    exceptId: input.id,
  });
  return saveWithAudit(ctx, principal, {
    table: galleryCategories,
    id: before?.id,
    values: { title: input.title, slug },
    insertOnly: {
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from gallery_categories)`,
    },
    audit: { entity: 'gallery-category', subject: `kategori galeri “${input.title}”` },
    scope: 'gallery',
    // A changed permalink keeps its old address working (301 on the public site).
    alsoWrite: savedPermalink('gallery-category', before?.slug, slug),
    read: async (id) => {
      const found = (await listGalleryCategories(db)).find((c) => c.id === id);
      if (!found) throw notFound('Kategori galeri');
      return found;
    },
  });
}

export async function deleteCategory(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const [cat] = await db.select().from(galleryCategories).where(eq(galleryCategories.id, id));
  if (!cat) throw notFound('Kategori galeri');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [albums] = await t
      .select({ n: countAll })
      .from(galleryAlbums)
      .where(eq(galleryAlbums.categoryId, id));
    if (Number(albums?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        `Kategori “${cat.title}” masih berisi ${albums?.n} album; pindahkan albumnya ke kategori lain terlebih dahulu`,
      );
    }
    await t.delete(galleryCategories).where(eq(galleryCategories.id, id));
    await forgetRedirects(t, 'gallery-category', id);
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'gallery-category',
      entityId: id,
      summary: `Menghapus kategori galeri “${cat.title}”`,
    });
  });
  ctx.contentChanges.notify('gallery');
  return { id };
}
