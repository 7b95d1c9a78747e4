import { notInArray, sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { auditLog } from '../db/schema';
import { CHECK_IN_ENTITY } from './audit';

/** What kind of public content changed; read caches keyed on it drop what they hold. */
export type ContentScope = 'news' | 'taxonomy' | 'events' | 'gallery' | 'community' | 'site' | 'products';

/**
 * Tells whoever keeps copies of public content (read caches) that some of it changed. Admin
 * writes call `notify` after their transaction commits.
 */
export interface ContentChanges {
  notify(scope: ContentScope): void;
  /** Answers a function that stops the subscription. */
  subscribe(listener: (scope: ContentScope) => void): () => void;
}

/** Changes within this process. */
export function createContentChanges(): ContentChanges {
  const listeners = new Set<(scope: ContentScope) => void>();
  return {
    notify(scope) {
      for (const listener of listeners) listener(scope);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * A number that grows with every admin change (the newest audit log entry), shared by every
 * process on one database: caches in other processes compare it to see that content changed.
 * Check-ins are logged too but change no public content, so a busy door leaves every cache alone.
 */
export async function contentVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${auditLog.id}), 0)::int` })
    .from(auditLog)
    .where(notInArray(auditLog.entity, Object.values(CHECK_IN_ENTITY)));
  return Number(row?.v ?? 0);
}
