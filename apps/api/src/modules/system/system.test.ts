import { allEndpoints } from '@sbc/contract';
import { buildOpenApiDocument } from '@sbc/contract/openapi';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client';
import { committedMigrations } from '../../db/migrations';
import { createTestApp, databases, type TestApp } from '../../test/harness';

describe.each(databases)('health, liveness and readiness on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers liveness without the database and readiness with it', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toMatchObject({ status: 200, msg: 'ok', data: { uptime: expect.any(Number) } });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.json()).toEqual({ status: 200, msg: 'ok', data: { db: kind } });
  });

  it('lists the three system calls in /openapi.json', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/healthz', '/livez', '/readyz']));
    expect(doc.paths['/readyz'].get.responses['503']).toBeDefined();
  });

  it('serves the document the contract validates, every pointer in it resolving', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    // packages/contract's openapi.test.ts validates this document with swagger-parser.
    expect(doc).toEqual(buildOpenApiDocument(allEndpoints, { serverUrl: t.ctx.env.API_URL, version: '1.0.0' }));
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of new Set(refs)) {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
      expect(target, ref).toBeTypeOf('object');
    }
  });

  it('is not ready while a committed migration is missing, and a checking start refuses the database', async () => {
    const newest = committedMigrations().at(-1);
    if (!newest) throw new Error('no migrations');
    await t.ctx.database.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = ${newest.when}`);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, msg: `Migrasi belum diterapkan: ${newest.tag}`, data: null });
    if (kind === 'postgres') {
      // A production start (migrations: 'check') on the same database: refused with the way out.
      const url = t.ctx.env.DATABASE_URL;
      await expect(openDatabase({ databaseUrl: url, dataDir: '', migrations: 'check' })).rejects.toThrow(
        new RegExp(`tertinggal 1 migrasi \\(${newest.tag}\\).*pnpm db:migrate`),
      );
    }
    await t.ctx.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('dipulihkan', ${newest.when})`,
    );
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('is not ready while draining, and closes each connection it answers', async () => {
    t.ctx.lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 503, msg: 'Proses sedang berhenti', data: null });
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
  });

  it('answers health 503 when the database is gone, liveness still 200', async () => {
    const own = t.ctx.database;
    const gone = await openDatabase({ databaseUrl: t.ctx.env.DATABASE_URL, dataDir: 'memory://' });
    await gone.close();
    t.ctx.database = gone;
    try {
      const health = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 503, msg: 'Basis data tidak dapat dijangkau', data: null });
      expect((await t.app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      t.ctx.database = own;
    }
  });
});
