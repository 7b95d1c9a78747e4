import { sql } from 'drizzle-orm';
import { type Db } from '../client';
import { seedAccounts } from './accounts';
import { seedSiteInfo } from './site-info';
import { seedContent } from './content';
import { seedPresence } from './presence';
import { seedProducts } from './products';
import { type Storage } from '../../services/storage';

export { DEMO_ACCOUNTS } from './accounts';

/** True when the database has no content yet (no site info row). */
export async function isEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from site_info`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return Number(rows[0]?.n ?? 0) === 0;
}

/**
 * Fills an empty database with the demo content and accounts, in one transaction.
 * With storage, cover images are generated too (tests leave them out for speed).
 */
export async function seedDemo(db: Db, options: { storage?: Storage } = {}): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await seedSiteInfo(t);
    const chapterIds = await seedContent(t, options.storage);
    await seedAccounts(t, { chapterId: chapterIds.get('bandung') });
    await seedPresence(t, chapterIds);
    await seedProducts(t);
  });
  await db.execute(sql`analyze`);
}
