import { type BoardKind, type BoardMember, type Chapter, type Paged } from '@sbc/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { boardMembers, chapters } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';

export async function listChapters(db: Db, page = 1, perPage = 50): Promise<Paged<Chapter>> {
  return pageOf(
    { page, perPage },
    50,
    (limit, offset) => db.select().from(chapters).orderBy(asc(chapters.sortOrder), asc(chapters.name)).limit(limit).offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(chapters),
    (c) => ({
      id: c.id,
      chapter_slug: c.slug,
      chapter_name: c.name,
      city: c.city,
      province: c.province,
      address: c.address,
      phone: c.phone,
      email: c.email,
      instagram: c.instagram,
      description: c.description,
    }),
  );
}

/** A board's members in their set order; chapter boards of every chapter unless one is named. */
export async function listBoard(
  db: Db,
  storage: Storage,
  board: BoardKind,
  chapterSlug?: string,
): Promise<Paged<BoardMember>> {
  if (chapterSlug) {
    const [exists] = await db.select({ id: chapters.id }).from(chapters).where(eq(chapters.slug, chapterSlug)).limit(1);
    if (!exists) throw new AppError('NOT_FOUND', 'Chapter tidak ditemukan');
  }
  const rows = await db
    .select({ m: boardMembers, chapterSlug: chapters.slug, chapterName: chapters.name })
    .from(boardMembers)
    .leftJoin(chapters, eq(chapters.id, boardMembers.chapterId))
    .where(and(eq(boardMembers.board, board), chapterSlug ? eq(chapters.slug, chapterSlug) : undefined))
    .orderBy(asc(chapters.sortOrder), asc(boardMembers.sortOrder), asc(boardMembers.id));
  const data = rows.map(({ m, chapterSlug: slug, chapterName }) => ({
    id: m.id,
    board: m.board,
    chapter_slug: slug,
    chapter_name: chapterName,
    name: m.name,
    position: m.position,
    photo: m.photo ? storage.url(m.photo) : null,
    term_start: m.termStart,
    term_end: m.termEnd,
  }));
  return { data, totalRecords: data.length };
}
