import { type AuditEntry, type Paged } from '@sbc/contract';
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { auditLog } from '../../db/schema';
import { toUnix } from '../news/mapping';

export interface AuditQuery {
  entity?: string;
  admin_id?: number;
  page?: number;
  perPage?: number;
}

type AuditPage = Paged<AuditEntry> & { entities: string[]; admins: { id: number; email: string }[] };

/** The audit log newest first, with the entities and admins it holds (for the filters). */
export async function listAuditLog(db: Db, q: AuditQuery): Promise<AuditPage> {
  const perPage = q.perPage ?? 30;
  const where = and(q.entity ? eq(auditLog.entity, q.entity) : undefined, q.admin_id ? eq(auditLog.adminId, q.admin_id) : undefined);
  const [rows, [count], entities, admins] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset(((q.page ?? 1) - 1) * perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
    db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(asc(auditLog.entity)),
    db
      .selectDistinct({ id: sql<number>`${auditLog.adminId}`, email: auditLog.adminEmail })
      .from(auditLog)
      .where(isNotNull(auditLog.adminId))
      .orderBy(asc(auditLog.adminEmail)),
  ]);
  return {
    data: rows.map((r) => ({
      id: r.id,
      admin_id: r.adminId,
      admin_email: r.adminEmail,
      action: r.action,
      entity: r.entity,
      entity_id: r.entityId,
      summary: r.summary,
      detail: r.detail,
      created_at: toUnix(r.createdAt),
    })),
    totalRecords: Number(count?.n ?? 0),
    entities: entities.map((e) => e.entity),
    admins: admins.map((a) => ({ id: Number(a.id), email: a.email })),
  };
}
