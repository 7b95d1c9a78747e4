import { type AdminTag } from '@sbc/contract';
import { slugify } from '@sbc/format/slug';
import { asc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { newsTags, tags } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { changedFields, recordAudit } from '../../services/audit';
import { claimPermalink, forgetRedirects, recordMerge, recordPermalinkChange } from '../../services/permalink-redirects';
import { freeSlug, refuseTakenName, slugTakenIn } from '../../services/slugs';
import { permalinkTaken } from './permalink';

const NOT_FOUND = 'Tag tidak ditemukan';

const columns = {
  id: tags.id,
  title: tags.title,
  permalink: tags.permalink,
  post_count: sql<number>`(select count(*)::int from news_tags nt where nt.tag_id = "tags"."id")`,
};

const toTag = (row: AdminTag): AdminTag => ({ ...row, post_count: Number(row.post_count) });

export async function listAdminTags(db: Db): Promise<AdminTag[]> {
  const rows = await db.select(columns).from(tags).orderBy(asc(tags.title));
  return rows.map(toTag);
}

async function findTag(db: Db, id: number): Promise<AdminTag> {
  const [row] = await db.select(columns).from(tags).where(eq(tags.id, id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toTag(row);
}

const isTaken = (db: Db, exceptId?: number) => slugTakenIn(db, tags, tags.permalink, exceptId);

/** Posts take tags by title (any case), so two tags of one title would be a coin toss: refused (409). */
const refuseTakenTitle = (db: Db, title: string, exceptId?: number) =>
  refuseTakenName(db, tags, tags.title, title, {
    exceptId,
    message: exceptId ? 'Nama tag sudah dipakai; gabungkan kedua tag bila maksudnya sama' : 'Nama tag sudah dipakai',
    field: 'title',
  });

export async function createTag(db: Db, principal: Principal, input: { title: string; permalink?: string }): Promise<AdminTag> {
  await refuseTakenTitle(db, input.title);
  if (input.permalink && (await isTaken(db)(input.permalink))) throw permalinkTaken();
  const permalink = input.permalink ?? (await freeSlug(slugify(input.title, { fallback: 'tag' }), isTaken(db), { refuse: permalinkTaken }));
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(tags).values({ title: input.title, permalink }).returning({ id: tags.id });
      if (!row) throw new Error('tag insert returned nothing');
      await claimPermalink(tx, 'tag', permalink);
      await recordAudit(tx, principal, { action: 'create', entity: 'tag', entityId: row.id, summary: `Membuat tag “${input.title}”`, detail: { permalink } });
      return row.id;
    });
    return findTag(db, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
}

/** Renames a tag; the permalink changes only when one is given. */
export async function updateTag(db: Db, principal: Principal, id: number, input: { title: string; permalink?: string }): Promise<AdminTag> {
  const current = await findTag(db, id);
  await refuseTakenTitle(db, input.title, id);
  const permalink = input.permalink ?? current.permalink;
  if (permalink !== current.permalink && (await isTaken(db, id)(permalink))) throw permalinkTaken();
  try {
    await db.transaction(async (tx) => {
      await tx.update(tags).set({ title: input.title, permalink }).where(eq(tags.id, id));
      await recordPermalinkChange(tx, 'tag', id, current.permalink, permalink);
      await recordAudit(tx, principal, {
        action: 'update',
        entity: 'tag',
        entityId: id,
        summary: current.title === input.title ? `Mengubah tag “${input.title}”` : `Mengganti nama tag “${current.title}” menjadi “${input.title}”`,
        detail: changedFields({ title: [current.title, input.title], permalink: [current.permalink, permalink] }),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw permalinkTaken();
    throw error;
  }
  return findTag(db, id);
}

/** Gives every post of `fromId` the tag `intoId`, then removes `fromId`: all or nothing. */
export async function mergeTag(db: Db, principal: Principal, fromId: number, intoId: number): Promise<{ into: AdminTag; moved: number }> {
  if (fromId === intoId) {
    const message = 'Pilih tag tujuan yang berbeda';
    throw new AppError('BAD_REQUEST', message, [{ field: 'into_id', message }]);
  }
  const [from, into] = await Promise.all([findTag(db, fromId), findTag(db, intoId)]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into news_tags (news_id, tag_id)
      select news_id, ${intoId}::int from news_tags where tag_id = ${fromId}
      on conflict do nothing`);
    const rows = await tx.delete(newsTags).where(eq(newsTags.tagId, fromId)).returning({ id: newsTags.newsId });
    await tx.delete(tags).where(eq(tags.id, fromId));
    // The merged tag's address (and its old ones) now open the tag it went into.
    await recordMerge(tx, 'tag', from, intoId);
    await recordAudit(tx, principal, {
      action: 'merge',
      entity: 'tag',
      entityId: intoId,
      summary: `Menggabungkan tag “${from.title}” ke “${into.title}” (${from.post_count} artikel)`,
      // Which posts carried the merged tag, so a wrong merge can be undone by hand.
      detail: { from: from.permalink, moved: from.post_count, article_ids: rows.map((r) => r.id).sort((a, b) => a - b) },
    });
  });
  return { into: await findTag(db, intoId), moved: from.post_count };
}

/** Deletes a tag no post carries; otherwise says to merge it. */
export async function deleteTag(db: Db, principal: Principal, id: number): Promise<{ id: number }> {
  const tag = await findTag(db, id);
  await db.transaction(async (tx) => {
    const [used] = await tx.select({ n: sql<number>`count(*)::int` }).from(newsTags).where(eq(newsTags.tagId, id));
    const count = Number(used?.n ?? 0);
    if (count > 0) {
      throw new AppError(
        'CONFLICT',
        `Tag “${tag.title}” masih dipakai ${count} artikel. Gabungkan ke tag lain agar artikelnya tetap bertag, lalu tag ini terhapus.`,
      );
    }
    await tx.delete(tags).where(eq(tags.id, id));
    await forgetRedirects(tx, 'tag', id);
    await recordAudit(tx, principal, { action: 'delete', entity: 'tag', entityId: id, summary: `Menghapus tag “${tag.title}”`, detail: { permalink: tag.permalink } });
  });
  return { id };
}
