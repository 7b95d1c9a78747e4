import { type AdminComment, type Paged } from '@sbc/contract';
import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { comments, members, news } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { likePattern } from './like';

const NOT_FOUND = 'Komentar tidak ditemukan';

/** Comments newest first with their post and author; hidden ones included unless filtered. */
export async function listAdminComments(
  db: Db,
  o: { q?: string; status?: 'all' | 'visible' | 'hidden'; page?: number; perPage?: number },
): Promise<Paged<AdminComment>> {
  const like = likePattern(o.q);
  const where = and(
    o.status === 'hidden' ? eq(comments.hidden, true) : o.status === 'visible' ? eq(comments.hidden, false) : undefined,
    like
      ? or(
          ilike(comments.content, like),
          ilike(news.title, like),
          ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, like),
          ilike(members.email, like),
        )
      : undefined,
  );
  const base = () =>
    db
      .select({
        id: comments.id,
        newsId: comments.newsId,
        newsTitle: news.title,
        newsPermalink: news.permalink,
        parentId: comments.parentId,
        firstName: members.firstName,
        lastName: members.lastName,
        email: members.email,
        content: comments.content,
        hidden: comments.hidden,
        createdAt: comments.createdAt,
      })
      .from(comments)
      .innerJoin(news, eq(news.id, comments.newsId))
      .innerJoin(members, eq(members.id, comments.memberId))
      .where(where);
  return pageOf(
    o,
    20,
    (limit, offset) => base().orderBy(desc(comments.createdAt), desc(comments.id)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .innerJoin(news, eq(news.id, comments.newsId))
        .innerJoin(members, eq(members.id, comments.memberId))
        .where(where),
    (r) => ({
      id: r.id,
      news_id: r.newsId,
      news_title: r.newsTitle,
      news_permalink: r.newsPermalink,
      parent_id: r.parentId,
      author_name: `${r.firstName} ${r.lastName}`.trim(),
      author_email: r.email,
      content: r.content,
      hidden: r.hidden,
      created_at: toUnix(r.createdAt),
    }),
  );
}

/** Hides or shows a comment, recorded in the audit log. */
export async function setCommentHidden(db: Db, principal: Principal, id: number, hidden: boolean): Promise<{ id: number; hidden: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(comments).set({ hidden }).where(eq(comments.id, id)).returning({ id: comments.id, hidden: comments.hidden, content: comments.content });
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    await recordAudit(tx, principal, {
      action: hidden ? 'hide' : 'show',
      entity: 'comment',
      entityId: id,
      summary: `${hidden ? 'Menyembunyikan' : 'Menampilkan kembali'} komentar “${row.content.slice(0, 60)}”`,
    });
    return { id: row.id, hidden: row.hidden };
  });
}

/** Deletes a comment and its replies. */
export async function deleteComment(db: Db, principal: Principal, id: number): Promise<{ id: number; deleted: number }> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ content: comments.content, newsId: comments.newsId }).from(comments).where(eq(comments.id, id)).limit(1);
    if (!target) throw new AppError('NOT_FOUND', NOT_FOUND);
    const rows = await tx
      .delete(comments)
      .where(or(eq(comments.id, id), eq(comments.parentId, id)))
      .returning({ id: comments.id });
    await recordAudit(tx, principal, {
      action: 'delete',
      entity: 'comment',
      entityId: id,
      summary: `Menghapus komentar “${target.content.slice(0, 60)}”${rows.length > 1 ? ` beserta ${rows.length - 1} balasan` : ''}`,
      detail: { news_id: target.newsId, content: target.content },
    });
    return { id, deleted: rows.length };
  });
}
