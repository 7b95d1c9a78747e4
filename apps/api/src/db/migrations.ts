import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { appFolderWith } from '../app-files';
import { type Db } from './client';

/** Finds apps/api/drizzle from the source tree (tests) or the bundle (dist). */
export function migrationsFolder(): string {
  const app = appFolderWith(join('drizzle', 'meta', '_journal.json'));
  if (!app) throw new Error('Folder migrasi drizzle tidak ditemukan');
  return join(app, 'drizzle');
}

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first (drizzle's journal; `when` is what it records as created_at). */
export function committedMigrations(folder = migrationsFolder()): JournalEntry[] {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

// The journal of this build, read once (readiness asks for it on every probe).
let journal: JournalEntry[] | undefined;

/**
 * The committed migrations this database has not applied, by drizzle's own rule (a migration is
 * applied when the newest recorded `created_at` is not older than its journal time).
 */
export async function pendingMigrations(db: Db, committed = (journal ??= committedMigrations())): Promise<string[]> {
  const table = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  const exists = (table as unknown as { rows: { name: string | null }[] }).rows[0]?.name;
  let newest = -1;
  if (exists) {
    const result = await db.execute(sql`select coalesce(max(created_at), -1)::text as newest from drizzle.__drizzle_migrations`);
    newest = Number((result as unknown as { rows: { newest: string }[] }).rows[0]?.newest ?? -1);
  }
  return committed.filter((m) => m.when > newest).map((m) => m.tag);
}

/** Refuses to serve a database whose schema is behind the code, with the way out. */
export async function assertMigrationsCurrent(db: Db): Promise<void> {
  const pending = await pendingMigrations(db);
  if (pending.length) {
    throw new Error(
      `Basis data tertinggal ${pending.length} migrasi (${pending.join(', ')}). ` +
        'Jalankan `pnpm db:migrate` lalu mulai ulang API. Bila migrasi sebelumnya gagal di tengah jalan, ' +
        'perbaiki penyebabnya dulu: migrasi dijalankan dalam satu transaksi, jadi yang gagal tidak meninggalkan sisa.',
    );
  }
}

// Any constant shared by every migrator of this schema: two processes starting together take turns.
const MIGRATION_LOCK = 4_216_001;

/**
 * Applies the committed migrations to a PostgreSQL database on one connection holding an advisory
 * lock, so two migrators (two API processes in development, a deploy step run twice) never interleave.
 * Drizzle runs every pending migration inside one transaction: a failing statement leaves nothing behind.
 */
export async function migratePostgres(databaseUrl: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const db = drizzlePg(client);
    const before = await pendingMigrations(db as unknown as Db);
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return before;
  } finally {
    await client.end();
  }
}
