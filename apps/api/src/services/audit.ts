import { eq, SQL } from 'drizzle-orm';
import { type Db } from '../db/client';
import { admins, auditLog } from '../db/schema';
import { adminOf, type Principal } from '../http/auth';

/** One change made in the admin console. */
export interface AuditEntry {
  /** What was done, as a verb: `create`, `update`, `delete`, `publish`, `revoke`, `mark-paid`… */
  action: string;
  /** What kind of thing: `news`, `category`, `event`, `gallery-album`, `invoice`… */
  entity: string;
  entityId?: string | number | null;
  /** One readable line in Indonesian, shown in the audit log: "Menerbitkan artikel “Judul”". */
  summary: string;
  /** Anything worth keeping for later (the fields changed, a reason). */
  detail?: unknown;
}

/**
 * The entities of check-in entries: they trace who recorded a presence (an event's participant, a
 * lesson's member), and change nothing the public reads.
 */
export const CHECK_IN_ENTITY = { event: 'event-presence', lesson: 'lesson-presence' } as const;

/**
 * Records who changed what and when. Pass the transaction the change runs in, so the entry is
 * written exactly when the change is.
 */
export async function recordAudit(db: Db, principal: Principal, entry: AuditEntry): Promise<void> {
  const admin = adminOf(principal);
  const [row] = await db.select({ email: admins.email }).from(admins).where(eq(admins.id, admin.id)).limit(1);
  await db.insert(auditLog).values({
    adminId: admin.id,
    adminEmail: row?.email ?? '',
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
    summary: entry.summary,
    detail: entry.detail ?? null,
  });
}

/**
 * The fields a change altered, as `{ field: { from, to } }` for an entry's detail, leaving out the
 * ones that stayed the same (dates compared by time); undefined when nothing changed.
 */
export function changedFields(pairs: Record<string, readonly [unknown, unknown]>): Record<string, { from: unknown; to: unknown }> | undefined {
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const changed = Object.entries(pairs)
    .map(([field, [from, to]]) => [field, { from: plain(from), to: plain(to) }] as const)
    .filter(([, v]) => JSON.stringify(v.from) !== JSON.stringify(v.to));
  return changed.length ? Object.fromEntries(changed) : undefined;
}

/** Texts longer than this are noted as changed, not copied into the log. */
const LONG_TEXT = 160;

/**
 * The columns an update altered, named as the console names fields (`priceMember` →
 * `price_member`, `slug` → `permalink`), from the row before and the values written; long texts
 * and stored files are noted as `'diubah'`. Undefined when nothing changed.
 */
export function changedColumns(before: Record<string, unknown>, written: Record<string, unknown>): Record<string, unknown> | undefined {
  const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : v);
  const detail: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(written)) {
    // SQL expressions (a computed sort order, a timestamp the database sets) are not values.
    if (value instanceof SQL) continue;
    if (key === 'updatedAt') continue;
    // A cover's size follows its image, which the entry already names.
    if (key === 'coverWidth' || key === 'coverHeight') continue;
    const from = plain(before[key]);
    const to = plain(value);
    if (JSON.stringify(from ?? null) === JSON.stringify(to ?? null)) continue;
    const field = key === 'slug' ? 'permalink' : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const isLong = [from, to].some((v) => typeof v === 'string' && v.length > LONG_TEXT);
    detail[field] = isLong || /image|photo|cover/i.test(key) ? 'diubah' : { from, to };
  }
  return Object.keys(detail).length ? detail : undefined;
}
