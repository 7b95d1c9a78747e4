import { and, eq, type SQL } from 'drizzle-orm';
import {
  type PgColumn,
  type PgInsertValue,
  type PgTable,
  type PgUpdateSetSource,
} from 'drizzle-orm/pg-core';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { type Principal } from '../../http/auth';
import { type AppError } from '../../http/errors';
import { changedColumns, recordAudit } from '../../services/audit';
import { type ContentScope } from '../../services/content-changes';
import { deleteStored, uniqueOr409 } from './common';

type TableWithId = PgTable & { id: PgColumn };

export interface SaveWithAudit<T extends TableWithId, R> {
  table: T;
  /** The row to update; without it a row is inserted. Callers check it exists and is in scope. */
  id?: number;
  values: PgInsertValue<T>;
  /** Set on insert only (a new row goes last: `sortOrder`). */
  insertOnly?: Partial<PgInsertValue<T>>;
  /** Set on update only. */
  updateOnly?: PgUpdateSetSource<T>;
  /** An extra condition of the update; when it holds back the row, `refused` is thrown. */
  updateWhen?: SQL;
  refused?: () => AppError;
  /**
   * The audit entry: "Mengubah {subject}" or "{createVerb} {subject}" (default "Membuat"). An
   * update's detail is what its columns changed from and to (services/audit.ts `changedColumns`),
   * plus `detail` when given.
   */
  audit: {
    entity: string;
    subject: string;
    createVerb?: 'Membuat' | 'Menambah';
    detail?: Record<string, unknown>;
  };
  /** The public content the caches drop once the change has committed. */
  scope: ContentScope;
  /** A unique violation becomes a 409 on this field (default: the permalink, `slug`). */
  conflict?: { field: string; message: string };
  /** Stored files: `added` is removed when the write fails, `replaced` once it has committed. */
  files?: { added?: string | null; replaced?: string | null };
  /** The saved row as the caller answers it. */
  read: (id: number) => Promise<R>;
  /** More writes of the same change, in its transaction, once the row is written. */
  alsoWrite?: (tx: Db, id: number) => Promise<void>;
}

/**
 * Inserts or updates one row and records it in the audit log in the same transaction, then
 * tells the caches and answers the saved row re-read: the save of every community entity.
 */
export async function saveWithAudit<T extends TableWithId, R>(
  ctx: AppContext,
  principal: Principal,
  o: SaveWithAudit<T, R>,
): Promise<R> {
  const { db } = ctx.database;
  const updating = o.id !== undefined;
  const conflict = o.conflict ?? { field: 'slug', message: 'Permalink sudah dipakai' };
  const id = await uniqueOr409(
    () =>
      db.transaction(async (tx) => {
        const t = tx as unknown as Db;
        const returning = { id: o.table.id };
        const [before] = updating
          ? ((await t.select().from(o.table as PgTable).where(eq(o.table.id, o.id ?? 0)).for('update')) as Record<string, unknown>[])
          : [];
        // Drizzle cannot resolve a generic table's column types; the options above are typed per table.
        const [row] = (
          o.id === undefined
            ? await t
                .insert(o.table)
                .values({ ...o.values, ...o.insertOnly } as PgInsertValue<T>)
                .returning(returning)
            : await t
                .update(o.table)
                .set({ ...o.values, ...o.updateOnly } as PgUpdateSetSource<T>)
                .where(and(eq(o.table.id, o.id), o.updateWhen))
                .returning(returning)
        ) as { id: number }[];
        if (!row) throw o.refused?.() ?? new Error(`${o.audit.entity} write returned nothing`);
        await o.alsoWrite?.(t, row.id);
        await recordAudit(t, principal, {
          action: updating ? 'update' : 'create',
          entity: o.audit.entity,
          entityId: row.id,
          summary: `${updating ? 'Mengubah' : (o.audit.createVerb ?? 'Membuat')} ${o.audit.subject}`,
          detail: updating ? auditDetail(before, { ...o.values, ...o.updateOnly }, o.audit.detail) : o.audit.detail,
        });
        return row.id;
      }),
    conflict.field,
    conflict.message,
  ).catch(async (error: unknown) => {
    await deleteStored(ctx.storage, [o.files?.added]);
    throw error;
  });
  await deleteStored(ctx.storage, [o.files?.replaced]);
  ctx.contentChanges.notify(o.scope);
  return o.read(id);
}

/** An update's audit detail: the columns it changed, and what the caller adds; undefined when neither. */
function auditDetail(before: Record<string, unknown> | undefined, written: object, extra?: Record<string, unknown>) {
  const changed = before ? changedColumns(before, written as Record<string, unknown>) : undefined;
  return changed || extra ? { ...changed, ...extra } : undefined;
}
