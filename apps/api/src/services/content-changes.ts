import { notInArray, sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { auditLog, news } from '../db/schema';
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

export interface ContentVersion {
  /**
   * Grows with every admin change (the newest audit log entry), shared by every process on one
   * database. Check-ins are logged too but change no public content, so a busy door leaves every
   * cache alone.
   */
  version: number;
  /**
   * When the newest public post already due was published (ms since the epoch), or null. A
   * scheduled post goes live when its time comes, with no admin change to announce it; this moves
   * then, so lists show it within a version check instead of after their caches expire.
   */
  publishedThrough: number | null;
}

/**
 * What caches in every process compare to see that public content changed. Two index lookups (the
 * audit log's newest id; the newest due post on news_public_published_idx), asked about once a
 * second per process. Seats taken or given back are not in it on purpose (decision 012).
 */
export async function contentVersion(db: Db): Promise<ContentVersion> {
  const [row] = await db
    .select({
      version: sql<number>`coalesce(max(${auditLog.id}), 0)::int`,
      publishedThrough: sql<number | null>`(
        select floor(extract(epoch from max(${news.publishedAt})) * 1000)::float8 from ${news}
        where ${news.visibility} = 'Public' and ${news.publishedAt} <= now()
      )`,
    })
    .from(auditLog)
    .where(notInArray(auditLog.entity, Object.values(CHECK_IN_ENTITY)));
  return {
    version: Number(row?.version ?? 0),
    publishedThrough: row?.publishedThrough == null ? null : Number(row.publishedThrough),
  };
}

/** The content version as one comparable text. */
export async function contentVersionKey(db: Db): Promise<string> {
  const { version, publishedThrough } = await contentVersion(db);
  return `${version}/${publishedThrough ?? '-'}`;
}
