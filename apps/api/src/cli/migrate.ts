// `pnpm db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded folder,
// DATA_DIR), as the deploy step before the API starts. Safe to run twice: applied ones are skipped.
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase } from '../db/client';
import { migratePostgres, migrationsFolder, pendingMigrations } from '../db/migrations';
import { loadToolEnv } from '../env';

async function main(): Promise<void> {
  // Only the database settings matter here: the rest of a production environment is the API's concern.
  const env = loadToolEnv();
  let applied: string[];
  if (env.DATABASE_URL) {
    applied = await migratePostgres(env.DATABASE_URL);
  } else {
    // Only one process may open a PGlite folder: stop the API first (it migrates this folder at start anyway).
    const { db, close } = await openDatabase({ dataDir: env.DATA_DIR, migrations: 'none' });
    try {
      applied = await pendingMigrations(db);
      await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder: migrationsFolder() });
    } finally {
      await close();
    }
  }
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite ${env.DATA_DIR}`;
  console.log(applied.length ? `Migrasi diterapkan ke ${where}: ${applied.join(', ')}` : `Basis data ${where} sudah mutakhir.`);
}

main().catch((error: unknown) => {
  const cause = (error as { cause?: unknown }).cause;
  console.error(`Migrasi gagal, basis data tidak diubah: ${error instanceof Error ? error.message : String(error)}`);
  if (cause) console.error(cause instanceof Error ? cause.message : cause);
  process.exit(1);
});
