import { type CommunityBoardMember, type CommunityChapter } from '@sbc/contract';
import { BOARD_PHOTO_LIMITS } from '@sbc/contract/image-limits';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
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
import { type Storage } from '../../services/storage';
import {
  badField,
  deleteStored,
  newKeySuffix,
  notFound,
  storeUploadedImage,
  uniqueSlug,
} from './common';
import { saveWithAudit } from './save-with-audit';

type BoardKind = 'nasional' | 'chapter' | 'dewan-syuro';

// ---------------------------------------------------------------- chapters

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
  if (id) assertChapterScope(principal, id);
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

// ---------------------------------------------------------------- boards

type BoardRow = { b: typeof boardMembers.$inferSelect; chapterName: string | null };

function toBoardMember(r: BoardRow, storage: Storage): CommunityBoardMember {
  return {
    id: r.b.id,
    board: r.b.board,
    chapter_id: r.b.chapterId,
    chapter_name: r.chapterName,
    name: r.b.name,
    position: r.b.position,
    photo: r.b.photo ? storage.url(r.b.photo) : null,
    term_start: r.b.termStart,
    term_end: r.b.termEnd,
    sort_order: r.b.sortOrder,
  };
}

/** The national board and the advisory council have no chapter; a chapter board always has one. */
function boardWhere(board: BoardKind, chapterId: number | null): SQL | undefined {
  return and(
    eq(boardMembers.board, board),
    chapterId === null ? isNull(boardMembers.chapterId) : eq(boardMembers.chapterId, chapterId),
  );
}

function boardChapter(board: BoardKind, chapterId: number | null): number | null {
  if (board !== 'chapter') return null;
  if (chapterId === null) throw badField('chapter_id', 'Pilih chapter untuk pengurus chapter');
  return chapterId;
}

export async function listBoard(
  db: Db,
  storage: Storage,
  principal: Principal,
  board: BoardKind,
  chapterId: number | null,
) {
  const scope = chapterScope(principal);
  // A chapter admin without a chosen chapter gets their own board.
  const chapter = board === 'chapter' ? (chapterId ?? scope) : null;
  if (board === 'chapter' && chapter === null) return [];
  const rows = await db
    .select({ b: boardMembers, chapterName: chapters.name })
    .from(boardMembers)
    .leftJoin(chapters, eq(chapters.id, boardMembers.chapterId))
    .where(boardWhere(board, chapter))
    .orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
  return rows.map((r) => toBoardMember(r, storage));
}

async function memberInScope(db: Db, principal: Principal, id: number) {
  const [row] = await db.select().from(boardMembers).where(eq(boardMembers.id, id)).limit(1);
  if (!row) throw notFound('Pengurus');
  assertChapterScope(principal, row.chapterId);
  return row;
}

export interface BoardMemberInput {
  id?: number;
  board: BoardKind;
  chapter_id: number | null;
  name: string;
  position: string;
  term_start: number;
  term_end: number;
  photo?: string;
  remove_photo?: boolean;
}

async function storePhoto(storage: Storage, dataUrl: string): Promise<string> {
  return storeUploadedImage(storage, {
    dataUrl,
    field: 'photo',
    key: `pengurus/foto-${newKeySuffix()}.webp`,
    width: 320,
    height: 320,
    fit: 'cover',
    ...BOARD_PHOTO_LIMITS,
  });
}

export async function saveBoardMember(
  ctx: AppContext,
  principal: Principal,
  input: BoardMemberInput,
): Promise<CommunityBoardMember> {
  const { db } = ctx.database;
  const before = input.id ? await memberInScope(db, principal, input.id) : undefined;
  const chapterId = boardChapter(input.board, input.chapter_id);
  assertChapterScope(principal, chapterId);
  if (input.term_end < input.term_start)
    throw badField('term_end', 'Akhir masa bakti tidak boleh sebelum awalnya');
  if (chapterId !== null) {
    const [ch] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.id, chapterId));
    if (!ch) throw badField('chapter_id', 'Chapter tidak ditemukan');
  }
  const photo = input.photo ? await storePhoto(ctx.storage, input.photo) : undefined;
  const photoKey = photo ?? (input.remove_photo ? null : (before?.photo ?? null));
  const moved = before && (before.board !== input.board || before.chapterId !== chapterId);
  const last = sql`(select coalesce(max(sort_order), -1) + 1 from board_members where board = ${input.board} and chapter_id is not distinct from ${chapterId})`;
  return saveWithAudit(ctx, principal, {
    table: boardMembers,
    id: before?.id,
    values: {
      board: input.board,
      chapterId,
      name: input.name,
      position: input.position,
      termStart: input.term_start,
      termEnd: input.term_end,
      photo: photoKey,
    },
    insertOnly: { sortOrder: last },
    updateOnly: moved ? { sortOrder: last } : {},
    audit: {
      entity: 'board-member',
      subject: `pengurus ${input.name} (${input.position})`,
      createVerb: 'Menambah',
    },
    scope: 'community',
    files: { added: photo, replaced: before?.photo === photoKey ? null : before?.photo },
    read: async (id) => {
      const [row] = await db
        .select({ b: boardMembers, chapterName: chapters.name })
        .from(boardMembers)
        .leftJoin(chapters, eq(chapters.id, boardMembers.chapterId))
        .where(eq(boardMembers.id, id));
      if (!row) throw notFound('Pengurus');
      return toBoardMember(row, ctx.storage);
    },
  });
}

/** Swaps a member with their neighbour in the board's order (orders renumbered 0…n-1 first). */
export async function moveBoardMember(
  ctx: AppContext,
  principal: Principal,
  id: number,
  direction: 'up' | 'down',
) {
  const { db } = ctx.database;
  const member = await memberInScope(db, principal, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const list = await t
      .select({ id: boardMembers.id })
      .from(boardMembers)
      .where(boardWhere(member.board, member.chapterId))
      .orderBy(asc(boardMembers.sortOrder), asc(boardMembers.id));
    const ids = list.map((r) => r.id);
    const index = ids.indexOf(id);
    const other = direction === 'up' ? index - 1 : index + 1;
    if (index < 0 || other < 0 || other >= ids.length) return;
    [ids[index], ids[other]] = [ids[other] as number, ids[index] as number];
    for (const [order, memberId] of ids.entries()) {
      await t.update(boardMembers).set({ sortOrder: order }).where(eq(boardMembers.id, memberId));
    }
    await recordAudit(t, principal, {
      action: 'reorder',
      entity: 'board-member',
      entityId: id,
      summary: `Memindahkan ${member.name} ${direction === 'up' ? 'ke atas' : 'ke bawah'} dalam urutan pengurus`,
    });
  });
  ctx.contentChanges.notify('community');
  return listBoard(db, ctx.storage, principal, member.board, member.chapterId);
}

export async function deleteBoardMember(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const member = await memberInScope(db, principal, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.delete(boardMembers).where(eq(boardMembers.id, id));
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'board-member',
      entityId: id,
      summary: `Menghapus pengurus ${member.name} (${member.position})`,
    });
  });
  await deleteStored(ctx.storage, [member.photo]);
  ctx.contentChanges.notify('community');
  return { id };
}
