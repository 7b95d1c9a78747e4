import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Finds apps/api/drizzle from the source tree (tests) or the bundle (dist). */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Folder migrasi drizzle tidak ditemukan');
}

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir`
 * (`memory://` for a throwaway one), and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<Database> {
  const folder = migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
