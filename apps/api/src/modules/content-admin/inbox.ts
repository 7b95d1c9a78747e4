import { type ContactMessage, type Paged, type ProblemReport } from '@sbc/contract';
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { contactMessages, problemReports } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { likePattern } from './like';

export interface InboxQuery {
  q?: string;
  status?: 'all' | 'unread' | 'read';
  page?: number;
  perPage?: number;
}

type Inbox<T> = Paged<T> & { unread: number };

const unixOrNull = (d: Date | null) => (d ? toUnix(d) : null);

function toMessage(r: typeof contactMessages.$inferSelect): ContactMessage {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    created_at: toUnix(r.createdAt),
    read_at: unixOrNull(r.readAt),
  };
}

function toReport(r: typeof problemReports.$inferSelect): ProblemReport {
  return {
    id: r.id,
    page: r.page,
    description: r.description,
    email: r.email,
    user_agent: r.userAgent,
    created_at: toUnix(r.createdAt),
    read_at: unixOrNull(r.readAt),
  };
}

const readCondition = (readAt: typeof contactMessages.readAt | typeof problemReports.readAt, status: InboxQuery['status']) =>
  status === 'unread' ? isNull(readAt) : status === 'read' ? isNotNull(readAt) : undefined;

export async function listContactMessages(db: Db, o: InboxQuery): Promise<Inbox<ContactMessage>> {
  const like = likePattern(o.q);
  const search: SQL | undefined = like
    ? or(ilike(contactMessages.name, like), ilike(contactMessages.email, like), ilike(contactMessages.subject, like), ilike(contactMessages.message, like))
    : undefined;
  const where = and(search, readCondition(contactMessages.readAt, o.status));
  const perPage = o.perPage ?? 20;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(perPage)
      .offset(((o.page ?? 1) - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int`, unread: sql<number>`(select count(*)::int from contact_messages where read_at is null)` })
      .from(contactMessages)
      .where(where),
  ]);
  return { data: rows.map(toMessage), totalRecords: Number(count?.n ?? 0), unread: Number(count?.unread ?? 0) };
}

export async function listProblemReports(db: Db, o: InboxQuery): Promise<Inbox<ProblemReport>> {
  const like = likePattern(o.q);
  const search = like ? or(ilike(problemReports.page, like), ilike(problemReports.description, like), ilike(problemReports.email, like)) : undefined;
  const where = and(search, readCondition(problemReports.readAt, o.status));
  const perPage = o.perPage ?? 20;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(problemReports)
      .where(where)
      .orderBy(desc(problemReports.createdAt), desc(problemReports.id))
      .limit(perPage)
      .offset(((o.page ?? 1) - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int`, unread: sql<number>`(select count(*)::int from problem_reports where read_at is null)` })
      .from(problemReports)
      .where(where),
  ]);
  return { data: rows.map(toReport), totalRecords: Number(count?.n ?? 0), unread: Number(count?.unread ?? 0) };
}

/** Marks a contact message read (now) or unread. */
export async function markContactMessageRead(db: Db, principal: Principal, id: number, read: boolean): Promise<ContactMessage> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactMessages)
      .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Pesan tidak ditemukan');
    await recordAudit(tx, principal, {
      action: read ? 'mark-read' : 'mark-unread',
      entity: 'contact-message',
      entityId: id,
      summary: `Menandai pesan “${row.subject.slice(0, 60)}” dari ${row.name} ${read ? 'sudah' : 'belum'} dibaca`,
    });
    return toMessage(row);
  });
}

/** Marks a problem report read (now) or unread. */
export async function markProblemReportRead(db: Db, principal: Principal, id: number, read: boolean): Promise<ProblemReport> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(problemReports)
      .set({ readAt: read ? sql`coalesce(${problemReports.readAt}, now())` : null })
      .where(eq(problemReports.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Laporan tidak ditemukan');
    await recordAudit(tx, principal, {
      action: read ? 'mark-read' : 'mark-unread',
      entity: 'problem-report',
      entityId: id,
      summary: `Menandai laporan masalah di ${row.page.slice(0, 80)} ${read ? 'sudah' : 'belum'} dibaca`,
    });
    return toReport(row);
  });
}
