import { PGlite, types, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { assertMigrationsCurrent, migratePostgres, migrationsFolder } from './migrations';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/**
 * Opens the database: PostgreSQL when a URL is given, else PGlite in `dataDir`
 * (`memory://` for a throwaway one). `migrations: 'apply'` (development, tests, the embedded demo)
 * applies the committed migrations; `'check'` (production, where `pnpm db:migrate` is its own
 * step) refuses a database that is behind them; `'none'` leaves them to the caller (the migrate command).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolSize?: number;
  migrations?: 'apply' | 'check' | 'none';
}): Promise<Database> {
  const apply = (options.migrations ?? 'apply') === 'apply';
  let database: Database;
  if (options.databaseUrl) {
    if (apply) await migratePostgres(options.databaseUrl);
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    database = { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  } else {
    const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
    keepParsersOnClient(client);
    const db = drizzlePglite(client, { schema });
    database = { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
    if (apply) await closeOnFailure(database, migratePglite(db, { migrationsFolder: migrationsFolder() }));
  }
  if (options.migrations === 'check') await closeOnFailure(database, assertMigrationsCurrent(database.db));
  return database;
}

async function closeOnFailure(database: Database, step: Promise<unknown>): Promise<void> {
  try {
    await step;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** The value parsers drizzle hands PGlite with every query: dates, intervals and numeric arrays stay text. */
const DRIZZLE_PARSERS: Record<number, (value: string) => unknown> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [
    oid,
    (value: string) => value,
  ]),
);

function withoutParsers(options: QueryOptions | undefined): QueryOptions | undefined {
  if (!options?.parsers) return options;
  const { parsers: _parsers, ...rest } = options;
  return rest;
}

/**
 * Drizzle passes its parsers with every query, and PGlite then copies its whole table of about
 * 300 type parsers per query (about 0.1 ms each time, most of a simple query's cost). The same
 * parsers are set once on the client instead and the per-query ones dropped: same values, no copy.
 */
function keepParsersOnClient(client: PGlite): void {
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const query = client.query.bind(client);
  client.query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    query(text, params, withoutParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const lean = Object.create(tx, {
        query: {
          value: (text: string, params?: unknown[], options?: QueryOptions) =>
            tx.query(text, params, withoutParsers(options)),
        },
      }) as Transaction;
      return callback(lean);
    })) as PGlite['transaction'];
}
