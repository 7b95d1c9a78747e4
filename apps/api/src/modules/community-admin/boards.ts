import { type CommunityBoardMember } from '@sbc/contract';
import { BOARD_PHOTO_LIMITS } from '@sbc/contract/image-limits';
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { boardMembers, chapters } from '../../db/schema';
import { assertChapterScope, chapterScope, type Principal } from '../../http/auth';
import { recordAudit } from '../../services/audit';
import { type Storage } from '../../services/storage';
import { badField, deleteStored, newKeySuffix, notFound, storeUploadedImage } from './common';
import { saveWithAudit } from './save-with-audit';

// The national board, the advisory council and the chapter boards: members, photos and their order.

type BoardKind = 'nasional' | 'chapter' | 'dewan-syuro';

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
  // A chapter admin without a chosen chapter gets their own board, and never another chapter's.
  const chapter = board === 'chapter' ? (chapterId ?? scope) : null;
  if (board === 'chapter' && chapter === null) return [];
  if (board === 'chapter') assertChapterScope(principal, chapter, 'read');
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
  assertChapterScope(principal, row.chapterId, 'write');
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
  const stored = await storeUploadedImage(storage, {
    dataUrl,
    field: 'photo',
    key: `pengurus/foto-${newKeySuffix()}.webp`,
    width: 320,
    height: 320,
    fit: 'cover',
    ...BOARD_PHOTO_LIMITS,
  });
  return stored.key;
}

export async function saveBoardMember(
  ctx: AppContext,
  principal: Principal,
  input: BoardMemberInput,
): Promise<CommunityBoardMember> {
  const { db } = ctx.database;
  const before = input.id ? await memberInScope(db, principal, input.id) : undefined;
  const chapterId = boardChapter(input.board, input.chapter_id);
  assertChapterScope(principal, chapterId, 'write');
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
