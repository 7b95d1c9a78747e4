import { type AdminCategory, UNLISTED_CATEGORIES } from '@sbc/contract';
import { slugify } from '@sbc/format/slug';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { categories, news } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { changedFields, recordAudit } from '../../services/audit';
import { claimPermalink, forgetRedirects, recordMerge, recordPermalinkChange } from '../../services/permalink-redirects';
import { freeSlug, refuseTakenName, slugTakenIn } from '../../services/slugs';
import { permalinkTaken } from './permalink';

const NOT_FOUND = 'Kategori tidak ditemukan';

const columns = {
  id: categories.id,
  title: categories.title,
  permalink: categories.permalink,
  description: categories.description,
  post_count: sql<number>`(select count(*)::int from news n where n.category_id = "categories"."id")`,
};

function toCategory(row: { id: number; title: string; permalink: string; description: string; post_count: number }): AdminCategory {
  return { ...row, post_count: Number(row.post_count), is_system: UNLISTED_CATEGORIES.includes(row.permalink) };
}

export async function listAdminCategories(db: Db): Promise<AdminCategory[]> {
  const rows = await db.select(columns).from(categories).orderBy(asc(categories.sortOrder), asc(categories.title));
  return rows.map(toCategory);
}

async function findCategory(db: Db, id: number): Promise<AdminCategory> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toCategory(row);
}

const isTaken = (db: Db, exceptId?: number) => slugTakenIn(db, categories, categories.permalink, exceptId);

const refuseTakenTitle = (db: Db, title: string, exceptId?: number) =>
  refuseTakenName(db, categories, categories.title, title, { exceptId, message: 'Nama kategori sudah dipakai', field: 'title' });

interface CategoryInput {
  title: string;
  permalink?: string;
  description?: string;
}

export async function createCategory(db: Db, principal: Principal, input: CategoryInput): Promise<AdminCategory> {
  await refuseTakenTitle(db, input.title);
  if (input.permalink && (await isTaken(db)(input.permalink))) throw permalinkTaken();
  const permalink = input.permalink ?? (await freeSlug(slugify(input.title, { fallback: 'kategori' }), isTaken(db), { refuse: permalinkTaken }));
  try {
    const id = await db.transaction(async (tx) => {
      const [{ max } = { max: 0 }] = await tx.select({ max: sql<number>`coalesce(max(sort_order), 0)::int` }).from(categories);
      const [row] = await tx
        .insert(categories)
        .values({ title: input.title, permalink, description: input.description ?? '', sortOrder: Number(max) + 1 })
        .returning({ id: categories.id });
      if (!row) throw new Error('category insert returned nothing');
      await claimPermalink(tx, 'category', permalink);
      await recordAudit(tx, principal, { action: 'create', entity: 'category', entityId: row.id, summary: `Membuat kategori “${input.title}”`, detail: { permalink } });
      return row.id;
    });
    return findCategory(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
}

/** Renames a category; the permalink changes only when one is given, so links stay valid. */
export async function updateCategory(db: Db, principal: Principal, id: number, input: CategoryInput): Promise<AdminCategory> {
  const current = await findCategory(db, id);
  await refuseTakenTitle(db, input.title, id);
  const permalink = input.permalink ?? current.permalink;
  if (permalink !== current.permalink) {
    if (current.is_system) {
      const message = 'Permalink kategori sistem tidak dapat diubah';
      throw new AppError('BAD_REQUEST', message, [{ field: 'permalink', message }]);
    }
    if (await isTaken(db, id)(permalink)) throw permalinkTaken();
  }
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(categories)
        .set({ title: input.title, permalink, description: input.description ?? current.description })
        .where(eq(categories.id, id));
      await recordPermalinkChange(tx, 'category', id, current.permalink, permalink);
      await recordAudit(tx, principal, {
        action: 'update',
        entity: 'category',
        entityId: id,
        summary: current.title === input.title ? `Mengubah kategori “${input.title}”` : `Mengganti nama kategori “${current.title}” menjadi “${input.title}”`,
        detail: changedFields({ title: [current.title, input.title], permalink: [current.permalink, permalink] }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
  return findCategory(db, id);
}

function refuseSystem(category: AdminCategory, what: string): void {
  if (category.is_system) {
    throw new AppError('CONFLICT', `Kategori “${category.title}” dipakai oleh tampilan situs dan tidak dapat ${what}`);
  }
}

/**
 * A system category neither goes away in a merge (the site needs it) nor takes in another's posts
 * (they would turn into testimonials, banners or the site-wide alert at once): refused (409).
 */
function refuseSystemMerge(from: AdminCategory, into: AdminCategory): void {
  if (from.is_system) {
    const message = `Kategori sistem “${from.title}” dipakai oleh tampilan situs dan tidak dapat digabungkan ke kategori lain`;
    throw new AppError('CONFLICT', message, [{ field: 'from_id', message }]);
  }
  if (into.is_system) {
    const message = `Kategori sistem “${into.title}” dipakai oleh tampilan situs; artikel kategori lain tidak dapat digabungkan ke dalamnya`;
    throw new AppError('CONFLICT', message, [{ field: 'into_id', message }]);
  }
}

/** Moves every post of `fromId` to `intoId`, then removes `fromId`: all or nothing. */
export async function mergeCategory(db: Db, principal: Principal, fromId: number, intoId: number): Promise<{ into: AdminCategory; moved: number }> {
  if (fromId === intoId) {
    const message = 'Pilih kategori tujuan yang berbeda';
    throw new AppError('BAD_REQUEST', message, [{ field: 'into_id', message }]);
  }
  const [from, into] = await Promise.all([findCategory(db, fromId), findCategory(db, intoId)]);
  refuseSystemMerge(from, into);
  const moved = await db.transaction(async (tx) => {
    const rows = await tx.update(news).set({ categoryId: intoId }).where(eq(news.categoryId, fromId)).returning({ id: news.id });
    await tx.delete(categories).where(eq(categories.id, fromId));
    // The merged category's address (and its old ones) now open the category it went into.
    await recordMerge(tx, 'category', from, intoId);
    await recordAudit(tx, principal, {
      action: 'merge',
      entity: 'category',
      entityId: intoId,
      summary: `Menggabungkan kategori “${from.title}” ke “${into.title}” (${rows.length} artikel)`,
      // Which posts moved, so a wrong merge can be undone by hand.
      detail: { from: from.permalink, moved: rows.length, article_ids: rows.map((r) => r.id).sort((a, b) => a - b) },
    });
    return rows.length;
  });
  return { into: await findCategory(db, intoId), moved };
}

/** Deletes a category no post uses; otherwise says to merge it. */
export async function deleteCategory(db: Db, principal: Principal, id: number): Promise<{ id: number }> {
  const category = await findCategory(db, id);
  refuseSystem(category, 'dihapus');
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(news).where(eq(news.categoryId, id));
    const count = Number(used?.n ?? 0);
    if (count > 0) {
      throw new AppError(
        'CONFLICT',
        `Kategori “${category.title}” masih dipakai ${count} artikel. Gabungkan ke kategori lain agar artikelnya pindah, lalu kategori ini terhapus.`,
      );
    }
    await tx.delete(categories).where(eq(categories.id, id));
    await forgetRedirects(tx, 'category', id);
    await recordAudit(tx, principal, { action: 'delete', entity: 'category', entityId: id, summary: `Menghapus kategori “${category.title}”`, detail: { permalink: category.permalink } });
  });
  return { id };
}
