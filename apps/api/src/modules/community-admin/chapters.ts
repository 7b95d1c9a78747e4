import { type CommunityChapter } from '@sbc/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import {
  admins,
  boardMembers,
  chapters,
  courses,
  events,
  galleryAlbums,
  orders,
} from '../../db/schema';
import { assertChapterScope, chapterScope, type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { forgetRedirects, savedPermalink } from '../../services/permalink-redirects';
import { refuseTakenName } from '../../services/slugs';
import { notFound, uniqueSlug } from './common';
import { saveWithAudit } from './save-with-audit';

// Chapters in the console: their details and permalinks; a chapter still used by anything is kept.

const chapterColumns = {
  c: chapters,
  boardCount: sql<number>`(select count(*)::int from board_members b where b.chapter_id = "chapters"."id")`,
};

function toChapter(r: { c: typeof chapters.$inferSelect; boardCount: number }): CommunityChapter {
  return {
    id: r.c.id,
    slug: r.c.slug,
    name: r.c.name,
    city: r.c.city,
    province: r.c.province,
    address: r.c.address,
    phone: r.c.phone,
    email: r.c.email,
    instagram: r.c.instagram,
    description: r.c.description,
    sort_order: r.c.sortOrder,
    board_count: Number(r.boardCount),
  };
}

export async function listChapters(db: Db, principal: Principal): Promise<CommunityChapter[]> {
  const scope = chapterScope(principal);
  const rows = await db
    .select(chapterColumns)
    .from(chapters)
    .where(scope === null ? undefined : eq(chapters.id, scope))
    .orderBy(asc(chapters.sortOrder), asc(chapters.name));
  return rows.map(toChapter);
}

async function chapterById(db: Db, id: number): Promise<CommunityChapter> {
  const [row] = await db.select(chapterColumns).from(chapters).where(eq(chapters.id, id));
  if (!row) throw notFound('Chapter');
  return toChapter(row);
}

export interface ChapterInput {
  name: string;
  slug?: string;
  city: string;
  province: string;
  address: string;
  phone: string | null;
  email: string | null;
  instagram: string | null;
  description: string;
}

export async function saveChapter(
  ctx: AppContext,
  principal: Principal,
  id: number | undefined,
  input: ChapterInput,
): Promise<CommunityChapter> {
  const { db } = ctx.database;
  const [before] = id ? await db.select().from(chapters).where(eq(chapters.id, id)) : [];
  if (id && !before) throw notFound('Chapter');
  if (id) assertChapterScope(principal, id, 'write');
  await refuseTakenName(db, chapters, chapters.name, input.name, { exceptId: id, message: 'Nama chapter sudah dipakai', field: 'name' });
  const slug = await uniqueSlug(db, chapters, {
    typed: input.slug ?? before?.slug,
    title: input.name,
    exceptId: id,
  });
  return saveWithAudit(ctx, principal, {
    table: chapters,
    id: before?.id,
    values: {
      name: input.name,
      slug,
      city: input.city,
      province: input.province,
      address: input.address,
      phone: input.phone,
      email: input.email,
      instagram: input.instagram,
      description: input.description,
    },
    insertOnly: { sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from chapters)` },
    audit: { entity: 'chapter', subject: `chapter “${input.name}”` },
    scope: 'community',
    // A changed permalink keeps its old address working (301 on the public site).
    alsoWrite: savedPermalink('chapter', before?.slug, slug),
    read: (savedId) => chapterById(db, savedId),
  });
}

export async function deleteChapter(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const [chapter] = await db.select().from(chapters).where(eq(chapters.id, id));
  if (!chapter) throw notFound('Chapter');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const uses = await t.execute(sql`select
      (select count(*)::int from ${events} where chapter_id = ${id}) as events,
      (select count(*)::int from ${courses} where chapter_id = ${id}) as courses,
      (select count(*)::int from ${galleryAlbums} where chapter_id = ${id}) as albums,
      (select count(*)::int from ${boardMembers} where chapter_id = ${id}) as board,
      (select count(*)::int from ${admins} where chapter_id = ${id}) as admins,
      (select count(*)::int from ${orders} where network_id = ${id}) as orders`);
    const row = (uses as unknown as { rows: Record<string, number>[] }).rows[0] ?? {};
    const labels: Record<string, string> = {
      events: 'event',
      courses: 'kelas',
      albums: 'album',
      board: 'pengurus',
      admins: 'admin',
      orders: 'pesanan',
    };
    const parts = Object.entries(labels)
      .filter(([key]) => Number(row[key] ?? 0) > 0)
      .map(([key, label]) => `${row[key]} ${label}`);
    if (parts.length)
      throw new AppError(
        'CONFLICT',
        `Chapter “${chapter.name}” masih dipakai oleh ${parts.join(', ')}; pindahkan atau hapus data tersebut terlebih dahulu`,
      );
    await t.delete(chapters).where(eq(chapters.id, id));
    await forgetRedirects(t, 'chapter', id);
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'chapter',
      entityId: id,
      summary: `Menghapus chapter “${chapter.name}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { id };
}
