import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/listen';
import { startTestSmtp } from '../test/smtp';
import {
  API_DIR,
  ROOT_DIR,
  WEB_DIR,
  assertBuilt,
  callApi,
  createPgDatabase,
  productionEnv,
  runCli,
  runNode,
  startApi,
  removeTempDirs,
  tempDir,
} from '../test/processes';

const pgUrl = inject('pgUrl');
const MIGRATE = `${API_DIR}/dist/cli/migrate.js`;
const ADMIN_CREATE = `${API_DIR}/dist/cli/admin-create.js`;

/** The lines of a refusal that name a setting: `- NAME: why`. */
const refusedSettings = (output: string) => [...output.matchAll(/^- ([A-Z_]+): /gm)].map((m) => m[1]);

describe('production settings, migrations as a step, the first super admin', { timeout: 60_000 }, () => {
  beforeAll(() => assertBuilt());
  afterAll(() => removeTempDirs());

  it('the API refuses to start in production with one list of everything missing or wrong', async () => {
    const api = runNode('dist/main.js', [], {
      cwd: API_DIR,
      env: { NODE_ENV: 'production', AUTH_SECRET: 'sbc-demo-secret-change-me-in-production-0123456789', WEB_URL: 'http://sbc.or.id' },
    });
    expect(await api.exited).toBe(1);
    expect(api.output()).toContain('Konfigurasi API tidak valid');
    expect(refusedSettings(api.output())).toEqual([
      'DATABASE_URL',
      'AUTH_SECRET',
      'PUBLIC_CLIENT_SECRET',
      'API_URL',
      'WEB_URL',
      'ADMIN_URL',
      'MEMBER_URL',
      'WEBVIEW_URL',
      'SMTP_URL',
      'MIDTRANS_SERVER_KEY',
      'MIDTRANS_CLIENT_KEY',
      'MIDTRANS_SNAP_URL',
    ]);
    expect(api.output()).toContain('AUTH_SECRET: masih nilai demo');
    expect(api.output()).toContain('WEB_URL: harus https');
  });

  it('the public site and the SPA servers refuse missing origins and the demo client secret in production', async () => {
    const web = runNode('start.mjs', [], { cwd: WEB_DIR, env: { NODE_ENV: 'production', API_URL: 'https://api.sbc.or.id' } });
    expect(await web.exited).toBe(1);
    expect(refusedSettings(web.output())).toEqual(['WEB_URL', 'ADMIN_URL', 'WEBVIEW_URL', 'MEMBER_URL', 'PUBLIC_CLIENT_SECRET']);
    const spa = runNode(join(ROOT_DIR, 'packages/static-server/bin/spa-server.js'), ['--root', 'dist', '--base', '/', '--public-client'], {
      cwd: join(ROOT_DIR, 'apps/webview'),
      env: { NODE_ENV: 'production', PUBLIC_CLIENT_SECRET: 'sbc-web-demo-secret' },
    });
    expect(await spa.exited).toBe(1);
    expect(refusedSettings(spa.output())).toEqual(['WEB_URL', 'ADMIN_URL', 'WEBVIEW_URL', 'MEMBER_URL', 'API_URL', 'PUBLIC_CLIENT_SECRET']);
    expect(spa.output()).toContain('PUBLIC_CLIENT_SECRET: masih nilai demo');
  });

  it('migrates an embedded folder as its own step', () => {
    const dataDir = tempDir('sbc-ops-migrate-');
    const first = runCli(MIGRATE, [], { DATA_DIR: dataDir });
    expect(first.code).toBe(0);
    expect(first.output).toMatch(/Migrasi diterapkan ke PGlite .*0000_init/);
  });

  describe.skipIf(!pgUrl)('on PostgreSQL', () => {
    let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
    let databaseUrl: string;
    let client: pg.Client;
    beforeAll(async () => {
      smtp = await startTestSmtp();
      databaseUrl = await createPgDatabase(pgUrl ?? '');
      client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
    });
    afterAll(async () => {
      await client?.end();
      await smtp?.close();
    });

    it('refuses an unmigrated database, migrates twice without harm, then starts without demo accounts', async () => {
      const port = await freePort();
      const env = productionEnv({ databaseUrl, apiUrl: `http://127.0.0.1:${port}`, smtpUrl: smtp.url });
      const early = runNode('dist/main.js', [], { cwd: API_DIR, env: { ...env, PORT: String(port) } });
      expect(await early.exited).toBe(1);
      expect(early.output()).toMatch(/Basis data tertinggal \d+ migrasi \(0000_init, .*pnpm db:migrate/);

      const first = runCli(MIGRATE, [], { DATABASE_URL: databaseUrl });
      expect(first.code).toBe(0);
      expect(first.output).toContain('Migrasi diterapkan ke PostgreSQL: 0000_init');
      const second = runCli(MIGRATE, [], { DATABASE_URL: databaseUrl });
      expect(second.output).toContain('Basis data PostgreSQL sudah mutakhir.');

      const api = await startApi(port, env);
      const { rows } = await client.query('select email from admins union all select email from members');
      expect(rows).toEqual([]);
      expect(api.output()).not.toContain('Demo');
      expect(await api.stop()).toBe(0);
    });

    it('creates the first super admin from the command line, checks the password, and promotes an admin', async () => {
      const weak = runCli(ADMIN_CREATE, ['ketua@sbc.or.id', 'Ketua', 'Umum'], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'pendek123' });
      expect(weak.code).toBe(1);
      expect(weak.output).toContain('Kata sandi minimal 12 karakter');
      const noTerminal = runCli(ADMIN_CREATE, ['ketua@sbc.or.id', 'Ketua Umum'], { DATABASE_URL: databaseUrl });
      expect(noTerminal.code).toBe(1);
      expect(noTerminal.output).toContain('ADMIN_PASSWORD');

      const created = runCli(ADMIN_CREATE, ['ketua@sbc.or.id', 'Ketua', 'Umum'], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'Pengurus#Pusat2026' });
      expect(created.output).toContain('Super admin ketua@sbc.or.id dibuat.');
      const [row] = (await client.query('select name, role, password_hash from admins where email = $1', ['ketua@sbc.or.id'])).rows;
      expect(row).toMatchObject({ name: 'Ketua Umum', role: 'super' });
      expect(row.password_hash).toMatch(/^\$argon2id\$/);

      // The new account logs in through a production API.
      const port = await freePort();
      const api = await startApi(port, productionEnv({ databaseUrl, apiUrl: `http://127.0.0.1:${port}`, smtpUrl: smtp.url }));
      const login = await callApi(api.url, 'POST', '/sbc-admin/v1/login/stored', { body: { email: 'ketua@sbc.or.id', password: 'Pengurus#Pusat2026' } });
      expect(login.status).toBe(200);
      expect(await api.stop()).toBe(0);

      await client.query(
        "insert into admins (email, name, password_hash, role, chapter_id) values ('bandung@sbc.or.id', 'Admin Bandung', 'x', 'chapter', null)",
      );
      const promoted = runCli(ADMIN_CREATE, ['Bandung@SBC.or.id', 'Admin Bandung'], { DATABASE_URL: databaseUrl, ADMIN_PASSWORD: 'Chapter!Barat2026' });
      expect(promoted.output).toContain('kini super admin');
      const admins = (await client.query("select role from admins where lower(email) = 'bandung@sbc.or.id'")).rows;
      expect(admins).toEqual([{ role: 'super' }]);
    });
  });
});
