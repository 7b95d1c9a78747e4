import { and, asc, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import { type AppContext } from '../context';
import { events, news } from '../db/schema';
import { type Storage } from './storage';

/** The tables whose covers have a recorded size, with the read caches' scope of each. */
const TABLES = [
  ['news', news],
  ['events', events],
] as const;

/** The width and height of a stored image; null when the file is missing or is not an image. */
async function storedImageSize(
  storage: Storage,
  key: string,
): Promise<{ width: number; height: number } | null> {
  const bytes = await storage.get(key).catch(() => null);
  if (!bytes) return null;
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * Records the size of the posts' and events' covers stored before sizes were kept (migration 0015),
 * read from the stored file, the one link previews name. Each API process runs it once after it
 * starts; a cover whose file is missing or unreadable is passed over and keeps no size. A cover
 * replaced meanwhile is left to the size its edit recorded. This process's read caches drop the
 * posts and events once some got a size (other processes' within their caches' lifetime). Answers
 * how many covers got a size. Rows are read `batch` at a time, in order of id.
 */
export async function recordMissingCoverSizes(
  ctx: Pick<AppContext, 'database' | 'storage' | 'contentChanges'>,
  { batch = 100 }: { batch?: number } = {},
): Promise<number> {
  const { db } = ctx.database;
  let recorded = 0;
  for (const [scope, table] of TABLES) {
    const before = recorded;
    let after = 0;
    for (;;) {
      const rows = await db
        .select({ id: table.id, key: table.coverImage })
        .from(table)
        .where(and(gt(table.id, after), isNotNull(table.coverImage), isNull(table.coverWidth)))
        .orderBy(asc(table.id))
        .limit(batch);
      for (const { id, key } of rows) {
        const size = key ? await storedImageSize(ctx.storage, key) : null;
        if (!key || !size) continue;
        const updated = await db
          .update(table)
          .set({ coverWidth: size.width, coverHeight: size.height })
          .where(and(eq(table.id, id), eq(table.coverImage, key), isNull(table.coverWidth)))
          .returning({ id: table.id });
        recorded += updated.length;
      }
      const last = rows.at(-1);
      if (!last || rows.length < batch) break;
      after = last.id;
    }
    if (recorded > before) ctx.contentChanges.notify(scope);
  }
  return recorded;
}
