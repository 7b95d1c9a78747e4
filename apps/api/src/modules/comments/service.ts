import { type CommentData, type Paged } from '@sbc/contract';
import { initials } from '@sbc/format/initials';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Db } from '../../db/client';
import { comments, members } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';
import { requirePublicNews } from '../news/service';
import { toUnix } from '../news/mapping';

const columns = {
  id: comments.id,
  newsId: comments.newsId,
  parentId: comments.parentId,
  content: comments.content,
  createdAt: comments.createdAt,
  firstName: members.firstName,
  lastName: members.lastName,
  image: members.image,
};
type Row = { id: number; newsId: number; parentId: number | null; content: string; createdAt: Date; firstName: string; lastName: string; image: string | null };

function toComment(row: Row, storage: Storage, replies: CommentData[] = []): CommentData {
  return {
    id: row.id,
    news_id: row.newsId,
    parent_id: row.parentId,
    author_name: `${row.firstName} ${row.lastName}`.trim(),
    author_initial: initials(row.firstName, row.lastName),
    author_image: row.image ? storage.url(row.image) : null,
    content: row.content,
    created_at: toUnix(row.createdAt),
    replies,
  };
}

const parents = alias(comments, 'parents');

/**
 * Visible top-level comments, newest first, each with its visible replies, oldest first; with the
 * count of every comment a reader can see (replies under a hidden comment are not shown).
 */
export async function listComments(
  db: Db,
  storage: Storage,
  newsId: number,
  page = 1,
  perPage = 10,
): Promise<Paged<CommentData> & { comment_count: number }> {
  await requirePublicNews(db, newsId);
  const visibleTop = and(eq(comments.newsId, newsId), isNull(comments.parentId), eq(comments.hidden, false));
  const [tops, [count], [all]] = await Promise.all([
    db
      .select(columns)
      .from(comments)
      .innerJoin(members, eq(members.id, comments.memberId))
      .where(visibleTop)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(comments).where(visibleTop),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(comments)
      .leftJoin(parents, eq(parents.id, comments.parentId))
      .where(
        and(
          eq(comments.newsId, newsId),
          eq(comments.hidden, false),
          sql`(${comments.parentId} is null or ${parents.hidden} = false)`,
        ),
      ),
  ]);
  const replies = tops.length
    ? await db
        .select(columns)
        .from(comments)
        .innerJoin(members, eq(members.id, comments.memberId))
        .where(and(inArray(comments.parentId, tops.map((t) => t.id)), eq(comments.hidden, false)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
    : [];
  const byParent = new Map<number, CommentData[]>();
  for (const r of replies) {
    const list = byParent.get(r.parentId ?? 0) ?? [];
    list.push(toComment(r, storage));
    byParent.set(r.parentId ?? 0, list);
  }
  return {
    data: tops.map((t) => toComment(t, storage, byParent.get(t.id))),
    totalRecords: Number(count?.n ?? 0),
    comment_count: Number(all?.n ?? 0),
  };
}

/** A member's comment or reply (one level: a reply to a reply attaches to its top comment). */
export async function addComment(
  db: Db,
  storage: Storage,
  memberId: number,
  input: { news_id: number; parent_id?: number; content: string },
): Promise<CommentData> {
  await requirePublicNews(db, input.news_id);
  let parentId: number | null = null;
  if (input.parent_id !== undefined) {
    const [parent] = await db
      .select({ id: comments.id, parentId: comments.parentId })
      .from(comments)
      .where(and(eq(comments.id, input.parent_id), eq(comments.newsId, input.news_id), eq(comments.hidden, false)))
      .limit(1);
    if (!parent) throw new AppError('NOT_FOUND', 'Komentar yang dibalas tidak ditemukan');
    parentId = parent.parentId ?? parent.id;
  }
  const [inserted] = await db
    .insert(comments)
    .values({ newsId: input.news_id, memberId, parentId, content: input.content })
    .returning({ id: comments.id });
  const [row] = await db
    .select(columns)
    .from(comments)
    .innerJoin(members, eq(members.id, comments.memberId))
    .where(eq(comments.id, inserted?.id ?? 0));
  if (!row) throw new Error('comment insert returned nothing');
  return toComment(row, storage);
}
