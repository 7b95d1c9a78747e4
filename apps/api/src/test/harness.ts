import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, createContext } from '../app';
import { type AppContext } from '../context';
import { openDatabase, type DbKind } from '../db/client';
import { seedDemo } from '../db/seed';
import { loadEnv } from '../env';
import { createPgDatabase } from './postgres-server';

/** The databases every API test runs on: PGlite always, PostgreSQL when the setup started one. */
export const databases: DbKind[] = inject('pgUrl') ? ['pglite', 'postgres'] : ['pglite'];

export const CLIENT_AUTH = `Basic ${Buffer.from('sbc-web:sbc-web-demo-secret').toString('base64')}`;

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  close(): Promise<void>;
}

/**
 * A real app over a fresh database of the given kind, seeded with the demo content,
 * with every answer checked against the contract.
 */
export async function createTestApp(
  kind: DbKind,
  envOverrides: Record<string, string> = {},
): Promise<TestApp> {
  const pgUrl = inject('pgUrl');
  const databaseUrl = kind === 'postgres' && pgUrl ? await createPgDatabase(pgUrl) : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'sbc-api-test-'));
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...envOverrides,
  });
  const database = await openDatabase({
    databaseUrl,
    dataDir: databaseUrl ? dataDir : 'memory://',
    poolSize: 20,
  });
  await seedDemo(database.db);
  const ctx = await createContext(env, { database, validateResponses: true });
  const app = await buildApp(ctx);
  await app.ready();
  return {
    app,
    ctx,
    async close() {
      await app.close();
      ctx.mailer.close();
      await database.close();
    },
  };
}
