import { cpSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/listen';
import { startTestSmtp } from '../test/smtp';
import { runLoad, send, type LoadRequest } from '../test/load';
import {
  API_DIR,
  CLIENT_AUTH,
  PUBLIC_CLIENT,
  assertBuilt,
  createPgDatabase,
  productionEnv,
  runCli,
  runNode,
  startApi,
  removeTempDirs,
  tempDir,
} from '../test/processes';

const pgUrl = inject('pgUrl');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue #11, crash safety: what the API acknowledged before a SIGKILL is there after a restart, and
 * a migration that breaks half-way never leaves a database the API would serve.
 */
describe('crash safety', { timeout: 90_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  beforeAll(async () => {
    assertBuilt();
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.close();
    removeTempDirs();
  });

  let n = 0;
  /** A new member account: one row written per acknowledged answer. */
  const registerMember = (): LoadRequest & { email: string } => {
    const email = `tahan.banting.${++n}@contoh.id`;
    return {
      email,
      method: 'POST',
      path: '/sbc-member-core/v1/auth/register',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', 'x-forwarded-for': `10.90.${Math.floor(n / 200)}.${n % 200}` },
      body: JSON.stringify({ first_name: 'Tahan', last_name: `Banting ${n}`, email, mobilephone: '081234500000', password: 'RahasiaKuat1' }),
    };
  };

  /** Registers members under load, SIGKILLs the API mid-way, answers the emails it acknowledged. */
  const killUnderWrites = async (env: Record<string, string>) => {
    const api = await startApi(await freePort(), env);
    const sent = new Map<number, string>();
    const load = runLoad(api.url, 6, (i) => {
      const req = registerMember();
      sent.set(i, req.email);
      return req;
    });
    await pause(1500);
    api.child.kill('SIGKILL');
    expect(await api.exited).toBeNull();
    load.stop();
    const outcomes = await load.done;
    const acknowledged = outcomes.flatMap((o) => (o.status === 200 && o.index !== undefined ? [sent.get(o.index) ?? ''] : []));
    return { acknowledged, outcomes };
  };

  it.skipIf(!pgUrl)('keeps every acknowledged write on PostgreSQL after SIGKILL', async () => {
    const databaseUrl = await createPgDatabase(pgUrl ?? '');
    expect(runCli(`${API_DIR}/dist/cli/migrate.js`, [], { DATABASE_URL: databaseUrl }).code).toBe(0);
    const env = { ...productionEnv({ databaseUrl, apiUrl: 'http://127.0.0.1:4999', smtpUrl: smtp.url }), RATE_LIMIT_MULTIPLIER: '1000' };
    const { acknowledged } = await killUnderWrites(env);
    expect(acknowledged.length).toBeGreaterThan(10);
    const again = await startApi(await freePort(), env);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ email: string }>('select email from members where email = any($1)', [acknowledged]);
    await client.end();
    expect(rows.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    expect(await again.stop()).toBe(0);
  });

  /**
   * The simulation: a release whose newest migration creates a table and then fails on its second
   * statement (as a migration written against a column that does not exist in production would).
   * Drizzle applies pending migrations in one transaction, so the failure leaves no trace; the API
   * of that release must then refuse to serve rather than run against the older schema.
   */
  const releaseWithBrokenMigration = () => {
    const release = tempDir('sbc-ops-release-');
    cpSync(join(API_DIR, 'dist'), join(release, 'dist'), { recursive: true });
    cpSync(join(API_DIR, 'drizzle'), join(release, 'drizzle'), { recursive: true });
    symlinkSync(join(API_DIR, 'node_modules'), join(release, 'node_modules'));
    const journalPath = join(release, 'drizzle', 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1);
    if (!last) throw new Error('empty journal');
    const tag = `${String(last.idx + 1).padStart(4, '0')}_ops_broken`;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag });
    writeFileSync(journalPath, JSON.stringify(journal, null, 2));
    writeFileSync(
      join(release, 'drizzle', `${tag}.sql`),
      'CREATE TABLE "ops_probe" ("id" integer PRIMARY KEY);\n--> statement-breakpoint\nUPDATE "members" SET "nickname" = "first_name";\n',
    );
    return { release, tag };
  };

  it.skipIf(!pgUrl)('a migration failing half-way leaves PostgreSQL untouched and the API refuses to start on it', async () => {
    const { release, tag } = releaseWithBrokenMigration();
    const databaseUrl = await createPgDatabase(pgUrl ?? '');
    expect(runCli(`${API_DIR}/dist/cli/migrate.js`, [], { DATABASE_URL: databaseUrl }).code).toBe(0);
    const failed = runCli(join(release, 'dist/cli/migrate.js'), [], { DATABASE_URL: databaseUrl });
    expect(failed.code).toBe(1);
    expect(failed.output).toContain('Migrasi gagal, basis data tidak diubah');
    expect(failed.output).toContain('nickname');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const probe = await client.query<{ t: string | null }>("select to_regclass('ops_probe')::text as t");
    await client.end();
    expect(probe.rows[0]?.t).toBeNull();

    const port = await freePort();
    const env = { ...productionEnv({ databaseUrl, apiUrl: `http://127.0.0.1:${port}`, smtpUrl: smtp.url }), PORT: String(port), HOST: '127.0.0.1' };
    const api = runNode(join(release, 'dist/main.js'), [], { cwd: release, env });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain(`Basis data tertinggal 1 migrasi (${tag})`);
    expect((await send(`http://127.0.0.1:${port}`, { method: 'GET', path: '/livez' }, false)).error).toBe('ECONNREFUSED');
  });

  it('embedded PGlite: acknowledged writes survive SIGKILL, and a failing migration stops the start without touching the folder', async () => {
    const env = {
      DATA_DIR: tempDir('sbc-ops-pglite-'),
      SEED_DEMO: 'never',
      PUBLIC_CLIENT_SECRET: PUBLIC_CLIENT.secret,
      RATE_LIMIT_MULTIPLIER: '1000',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
    };
    const { acknowledged } = await killUnderWrites(env);
    expect(acknowledged.length).toBeGreaterThan(10);

    // The next release's migration fails half-way: the start stops loudly and serves nothing.
    const { release } = releaseWithBrokenMigration();
    const port = await freePort();
    const broken = runNode(join(release, 'dist/main.js'), [], { cwd: release, env: { ...env, PORT: String(port), HOST: '127.0.0.1' } });
    expect(await broken.exited).toBe(1);
    expect(broken.output()).toContain('nickname');

    // The current release opens the folder both left behind and finds every acknowledged account.
    const again = await startApi(port, env);
    const logins = await Promise.all(
      acknowledged.map((email, i) =>
        send(
          again.url,
          {
            method: 'POST',
            path: '/sbc-member-core/v1/auth/login',
            headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', 'x-forwarded-for': `10.91.${Math.floor(i / 200)}.${i % 200}` },
            body: JSON.stringify({ email, password: 'RahasiaKuat1' }),
          },
          false,
        ),
      ),
    );
    expect(logins.map((l) => l.status)).toEqual(acknowledged.map(() => 200));
    expect(await again.stop()).toBe(0);
  });
});
