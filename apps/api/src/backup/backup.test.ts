import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BACKUP_TOKEN_HEADER } from '@sbc/contract';
import { sql } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createContext } from '../app';
import { type AppContext } from '../context';
import { type Db, openDatabase } from '../db/client';
import { certificates } from '../db/schema';
import { seedDemo } from '../db/seed';
import { type Env, loadEnv, storageDir } from '../env';
import { call } from '../test/client';
import { createTestApp, databases } from '../test/harness';
import { freePort } from '../test/listen';
import { startTestS3 } from '../test/s3';
import { listMediaFiles } from './archive';
import { backupTo, restoreFrom } from './operations';
import { readTar } from './tar';

const TOKEN = 'token-cadangan-uji-0123456789abcdefghij';

/** Every row of every table (count and a digest of the rows' text), so a restore is compared exactly. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute(sql`
    select table_schema as s, table_name as t from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`);
  const out: Record<string, string> = {};
  for (const { s, t } of (tables as unknown as { rows: { s: string; t: string }[] }).rows) {
    const result = await db.execute(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(x::text, '|' order by x::text)), '') as h from "${s}"."${t}" x`,
      ),
    );
    const [row] = (result as unknown as { rows: { n: number; h: string }[] }).rows;
    out[`${s}.${t}`] = `${row?.n}:${row?.h}`;
  }
  return out;
}

/** Every media file by key, with a digest of its bytes. */
async function mediaDigest(root: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const file of await listMediaFiles(root)) {
    out[file.key] = createHash('sha256')
      .update(await readFile(file.path))
      .digest('hex');
  }
  return out;
}

/** A member photo and a certificate PDF in media storage, through the API as users make them. */
async function makeMedia(app: FastifyInstance, ctx: AppContext, ip: string): Promise<string> {
  const login = await call(app, 'POST', '/sbc-member-core/v1/auth/login', {
    ip,
    body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
  });
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#f5b700' } })
    .png()
    .toBuffer();
  const updated = await call(app, 'POST', '/sbc-member-core/v1/profile/update', {
    token: login.body.data.token,
    body: {
      first_name: 'Anggota',
      mobilephone: '081234567890',
      member_image: `data:image/png;base64,${png.toString('base64')}`,
    },
  });
  expect(updated.status).toBe(200);
  const [cert] = await ctx.database.db.select().from(certificates).limit(1);
  const pdf = await app.inject({
    method: 'GET',
    url: `/sbc-visitor/v1/certificate/v1/pdf?code=${cert?.code}`,
  });
  expect(pdf.statusCode).toBe(200);
  return new URL(updated.body.data.member_image as string).pathname;
}

async function entryNames(file: string): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of readTar([await readFile(file)])) names.push(entry.name);
  return names;
}

describe.runIf(databases.includes('postgres'))('backup and restore on PostgreSQL', () => {
  let env: Env;
  let before: Record<string, string>;
  let media: Record<string, string>;
  let photoPath: string;
  const dir = mkdtempSync(join(tmpdir(), 'sbc-cadangan-uji-'));

  beforeAll(async () => {
    const t = await createTestApp('postgres');
    env = t.ctx.env;
    photoPath = await makeMedia(t.app, t.ctx, '10.50.0.1');
    await t.close();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump and the media folder through `db:backup`', async () => {
    // The command as the operator runs it, with a path relative to where it was typed.
    await promisify(execFile)(
      'node_modules/.bin/tsx',
      ['src/cli/db-backup.ts', 'backup', 'simpan/sbc.tar'],
      {
        env: {
          PATH: process.env.PATH,
          INIT_CWD: dir,
          DATABASE_URL: env.DATABASE_URL,
          DATA_DIR: env.DATA_DIR,
        },
      },
    ).catch((error: { stderr?: string }) => {
      throw new Error(error.stderr);
    });
    const file = join(dir, 'simpan/sbc.tar');
    const names = await entryNames(file);
    expect(names.slice(0, 2)).toEqual(['sbc-backup.json', 'database/postgres.dump']);
    expect(names).toContain(`media/${photoPath.replace('/media/', '')}`);
    expect(names.some((n) => /^media\/sertifikat\/\w+\.pdf$/.test(n))).toBe(true);
    expect(existsSync(`${file}.sebagian`)).toBe(false);

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    before = await fingerprint(database.db);
    await database.close();
    media = await mediaDigest(storageDir(env));
    expect(Object.keys(media)).toHaveLength(2);
    expect(Number(before['public.members']?.split(':')[0])).toBeGreaterThan(0);
  });

  it('restores every row and file into a wiped database and media folder', async () => {
    const admin = new pg.Client({ connectionString: env.DATABASE_URL });
    await admin.connect();
    await admin.query(
      'drop schema public cascade; drop schema drizzle cascade; create schema public',
    );
    await admin.end();
    await rm(storageDir(env), { recursive: true, force: true });

    const result = await restoreFrom(env, join(dir, 'simpan/sbc.tar'));
    expect(result).toMatchObject({ database: 'postgres', mediaFiles: 2, setAside: [] });

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    expect(await fingerprint(database.db)).toEqual(before);
    expect(await mediaDigest(storageDir(env))).toEqual(media);
    const ctx = await createContext(env, { database });
    const app = await buildApp(ctx);
    const photo = await app.inject({ method: 'GET', url: photoPath });
    expect(photo.statusCode).toBe(200);
    const login = await call(app, 'POST', '/sbc-member-core/v1/auth/login', {
      ip: '10.50.0.2',
      body: { email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' },
    });
    expect(login.status).toBe(200);
    await app.close();
    ctx.mailer.close();
    await database.close();
  });

  it('replaces later changes on restore and keeps the replaced media aside', async () => {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    await database.db.execute(sql`delete from certificates`);
    await database.db.execute(sql`update members set first_name = 'Berubah'`);
    await database.close();
    await rm(join(storageDir(env), photoPath.replace('/media/', '')));

    const result = await restoreFrom(env, join(dir, 'simpan/sbc.tar'));
    const [aside = ''] = result.setAside;
    expect(result.setAside).toHaveLength(1);
    expect(Object.keys(await mediaDigest(aside))).toHaveLength(1);

    const again = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    expect(await fingerprint(again.db)).toEqual(before);
    await again.close();
    expect(await mediaDigest(storageDir(env))).toEqual(media);
    await rm(aside, { recursive: true, force: true });
  });

  it('uploads the media of a backup into the bucket when restored with S3 settings', async () => {
    const s3 = await startTestS3();
    try {
      const withS3 = loadEnv({ DATABASE_URL: env.DATABASE_URL, DATA_DIR: env.DATA_DIR, ...s3.env });
      const result = await restoreFrom(withS3, join(dir, 'simpan/sbc.tar'));
      expect(result).toMatchObject({ database: 'postgres', mediaFiles: 2, setAside: [] });
      expect(await s3.keys()).toEqual(Object.keys(media).sort());
      for (const [key, digest] of Object.entries(media)) {
        const bytes = (await s3.read(key)) ?? Buffer.alloc(0);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(digest);
      }
      // A backup taken with S3 settings leaves media to the bucket, and says so.
      const file = join(dir, 'tanpa-media.tar');
      expect(await backupTo(withS3, file)).toMatchObject({ media: 's3' });
      expect((await entryNames(file)).filter((n) => n.startsWith('media/'))).toEqual([]);
    } finally {
      await s3.close();
    }
  });
});

// Each step opens a PGlite folder on disk (seconds each on a busy machine).
describe('backup and restore of the embedded database (PGlite)', { timeout: 120_000 }, () => {
  let env: Env;
  let before: Record<string, string>;
  let media: Record<string, string>;
  let photoPath: string;
  const dir = mkdtempSync(join(tmpdir(), 'sbc-cadangan-uji-'));
  const viaApi = join(dir, 'lewat-api.tar');
  const viaFolder = join(dir, 'dari-folder.tar');

  beforeAll(async () => {
    env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: join(dir, 'data'),
      PORT: String(await freePort()),
      BACKUP_TOKEN: TOKEN,
      LOG_LEVEL: 'silent',
    });
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('takes the backup through the running API, which alone holds the folder', async () => {
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    await seedDemo(database.db);
    const ctx = await createContext(env, { database });
    const app = await buildApp(ctx);
    await app.listen({ host: '127.0.0.1', port: env.PORT });
    try {
      photoPath = await makeMedia(app, ctx, '10.51.0.1');
      const wrong = await app.inject({
        method: 'POST',
        url: '/backup',
        headers: { [BACKUP_TOKEN_HEADER]: 'salah' },
      });
      expect(wrong.statusCode).toBe(404);
      expect(wrong.json()).toMatchObject({ status: 404 });
      const remote = await app.inject({
        method: 'POST',
        url: '/backup',
        headers: { [BACKUP_TOKEN_HEADER]: TOKEN },
        remoteAddress: '203.0.113.9',
      });
      expect(remote.statusCode).toBe(404);
      const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
      expect(Object.keys(doc.paths['/backup'])).toEqual(['post']);

      const result = await backupTo(env, viaApi);
      expect(result).toMatchObject({ database: 'pglite', via: 'api', media: 'local' });
      before = await fingerprint(database.db);
      media = await mediaDigest(storageDir(env));
      expect(Object.keys(media)).toHaveLength(2);

      // The media folder sits inside the data folder: the database dump does not carry it twice.
      const names = await entryNames(viaApi);
      expect(names.slice(0, 2)).toEqual(['sbc-backup.json', 'database/pglite.tar.gz']);
      expect(names.filter((n) => n.startsWith('media/'))).toHaveLength(2);

      await expect(restoreFrom(env, viaApi)).rejects.toThrow('API masih berjalan');
    } finally {
      await app.close();
      ctx.mailer.close();
      await database.close();
    }
  });

  it('opens the stopped folder itself when the API is not running', async () => {
    const result = await backupTo(env, viaFolder);
    expect(result).toMatchObject({ database: 'pglite', via: 'folder' });
    expect((await entryNames(viaFolder)).filter((n) => n.startsWith('media/'))).toHaveLength(2);
  });

  it.each([
    ['through the API', viaApi],
    ['from the folder', viaFolder],
  ])(
    'restores every row and file of the backup taken %s into a wiped folder',
    async (_label, file) => {
      await rm(env.DATA_DIR, { recursive: true, force: true });
      const result = await restoreFrom(env, file);
      expect(result).toMatchObject({ database: 'pglite', mediaFiles: 2, setAside: [] });

      const database = await openDatabase({ dataDir: env.DATA_DIR });
      try {
        expect(await fingerprint(database.db)).toEqual(before);
        expect(await mediaDigest(storageDir(env))).toEqual(media);
        const ctx = await createContext(env, { database });
        const app = await buildApp(ctx);
        expect((await app.inject({ method: 'GET', url: photoPath })).statusCode).toBe(200);
        await app.close();
        ctx.mailer.close();
      } finally {
        await database.close();
      }
    },
  );

  it('refuses a PGlite backup while configured for PostgreSQL, and a file that is no backup', async () => {
    await expect(
      restoreFrom({ ...env, DATABASE_URL: 'postgres://127.0.0.1:1/tidak-ada' }, viaApi),
    ).rejects.toThrow('Cadangan ini dari basis data tertanam');
    const bogus = join(dir, 'bukan.tar');
    await writeFile(bogus, Buffer.alloc(2048));
    await expect(restoreFrom(env, bogus)).rejects.toThrow('Berkas cadangan kosong');
  });
});
