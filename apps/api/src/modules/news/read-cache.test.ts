import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, createContext } from '../../app';
import { openDatabase } from '../../db/client';
import { admins, news } from '../../db/schema';
import { loadEnv } from '../../env';
import { recordAudit } from '../../services/audit';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const V = '/sbc-visitor/v1';
const POST = 'gizi-seimbang-untuk-keluarga-sibuk';

async function title(app: TestApp['app']): Promise<string> {
  const res = await call(app, 'GET', `${V}/news/permalink?news_permalink=${POST}`);
  expect(res.status).toBe(200);
  return res.body.data.news_title;
}

describe.each(databases)('read cache of public calls on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('serves a post from memory, and the changed post at once after the change is announced', async () => {
    const before = await title(t.app);
    const { db } = t.ctx.database;
    await db
      .update(news)
      .set({ title: 'Gizi Seimbang (diperbarui)' })
      .where(eq(news.permalink, POST));
    // Not announced yet: the answer is the one kept in memory.
    expect(await title(t.app)).toBe(before);
    t.ctx.contentChanges.notify('news');
    expect(await title(t.app)).toBe('Gizi Seimbang (diperbarui)');
  });

  it('drops lists on a taxonomy change, since they show category titles', async () => {
    const list = async () =>
      (await call(t.app, 'POST', `${V}/article/list`, { body: 'page=1&perPage=50' })).body.data
        .data;
    const first = (await list())[0];
    const { db } = t.ctx.database;
    await db.execute(
      sql`update categories set title = 'Judul Kategori Baru' where id = ${first.category_id}`,
    );
    expect((await list())[0].category_title).toBe(first.category_title);
    t.ctx.contentChanges.notify('taxonomy');
    expect((await list())[0].category_title).toBe('Judul Kategori Baru');
  });

  it('lists a scheduled post soon after its time, though no admin change announces it', async () => {
    const permalinks = async () =>
      (
        (await call(t.app, 'POST', `${V}/article/list`, { body: 'page=1&perPage=5' })).body.data
          .data as { news_permalink: string }[]
      ).map((n) => n.news_permalink);
    const { db } = t.ctx.database;
    await db
      .update(news)
      .set({ publishedAt: sql`now() + interval '1500 milliseconds'` })
      .where(eq(news.permalink, POST));
    t.ctx.contentChanges.notify('news');
    expect(await permalinks()).not.toContain(POST);
    // Well before the cached list's lifetime (10 s): the shared version moved with the publication.
    const deadline = Date.now() + 4000;
    let seen = await permalinks();
    while (!seen.includes(POST) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await permalinks();
    }
    expect(seen[0]).toBe(POST);
  });

  it('counts a listing once for all its pages, and again once a change is announced', async () => {
    const list = async (page: number, extra = '') =>
      (await call(t.app, 'POST', `${V}/article/list`, { body: `page=${page}&perPage=3${extra}` }))
        .body.data as { data: { id: number }[]; totalRecords: number };
    const first = await list(1);
    const { db } = t.ctx.database;
    const [top] = first.data;
    if (!top) throw new Error('the demo seed lists posts');
    const hidden = top.id;
    await db.update(news).set({ visibility: 'Private' }).where(eq(news.id, hidden));
    // A page not asked before is read afresh, and keeps the total the first page counted.
    const second = await list(2);
    expect(second.data).toHaveLength(3);
    const [read] = second.data;
    if (!read) throw new Error('page 2 lists posts');
    expect(second.totalRecords).toBe(first.totalRecords);
    // A reader's own list (what they have not read yet) is counted for them every time.
    const session = await call(t.app, 'GET', `${V}/session/create`);
    const unread = `&exclude_read=true&user_id=${session.body.data.client_id as string}`;
    expect((await list(1, unread)).totalRecords).toBe(first.totalRecords - 1);
    await call(t.app, 'POST', `${V}/article/read-history`, {
      body: `news_id=${read.id}&user_id=${session.body.data.client_id as string}`,
    });
    expect((await list(1, unread)).totalRecords).toBe(first.totalRecords - 2);
    t.ctx.contentChanges.notify('news');
    expect((await list(2)).totalRecords).toBe(first.totalRecords - 1);
    await db.update(news).set({ visibility: 'Public' }).where(eq(news.id, hidden));
    t.ctx.contentChanges.notify('news');
    expect((await list(3)).totalRecords).toBe(first.totalRecords);
  });

  it('keeps what a visitor already read out of the shared answer', async () => {
    const session = await call(t.app, 'GET', `${V}/session/create`);
    const visitorId = session.body.data.client_id as string;
    const all = (await call(t.app, 'POST', `${V}/article/list`, { body: 'page=1&perPage=5' })).body
      .data.data;
    await call(t.app, 'POST', `${V}/article/read-history`, {
      body: `news_id=${all[0].id}&user_id=${visitorId}`,
    });
    const unread = (
      await call(t.app, 'POST', `${V}/article/list`, {
        body: `page=1&perPage=5&exclude_read=true&user_id=${visitorId}`,
      })
    ).body.data.data;
    expect(unread.map((n: { id: number }) => n.id)).not.toContain(all[0].id);
    // Another visitor with the same filters still gets every post.
    const again = (
      await call(t.app, 'POST', `${V}/article/list`, { body: 'page=1&perPage=5&exclude_read=true' })
    ).body.data.data;
    expect(again[0].id).toBe(all[0].id);
  });
});

describe.skipIf(!databases.includes('postgres'))(
  'read cache across two API processes on one PostgreSQL',
  () => {
    let a: TestApp;
    let b: { app: TestApp['app']; close(): Promise<void> };
    beforeAll(async () => {
      a = await createTestApp('postgres');
      const databaseUrl = a.ctx.env.DATABASE_URL;
      const env = loadEnv({
        NODE_ENV: 'test',
        DATA_DIR: a.ctx.env.DATA_DIR,
        LOG_LEVEL: 'silent',
        DATABASE_URL: databaseUrl,
      });
      const database = await openDatabase({ databaseUrl, dataDir: env.DATA_DIR });
      const ctx = await createContext(env, { database, validateResponses: true });
      const app = await buildApp(ctx);
      await app.ready();
      b = {
        app,
        async close() {
          await app.close();
          ctx.mailer.close();
          await database.close();
        },
      };
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('sees a change made and announced by the other process within about a second', async () => {
      const before = await title(b.app);
      const { db } = a.ctx.database;
      const [admin] = await db
        .select({ id: admins.id, role: admins.role })
        .from(admins)
        .where(eq(admins.email, 'admin@sbc.test'));
      if (!admin) throw new Error('demo admin missing');
      await db.transaction(async (tx) => {
        await tx
          .update(news)
          .set({ title: 'Judul dari proses lain' })
          .where(eq(news.permalink, POST));
        await recordAudit(
          tx as never,
          { kind: 'admin', id: admin.id, sessionId: 'uji', role: admin.role, chapterId: null },
          {
            action: 'update',
            entity: 'news',
            summary: 'Mengubah judul artikel untuk uji cache',
          },
        );
      });
      a.ctx.contentChanges.notify('news');
      expect(await title(a.app)).toBe('Judul dari proses lain');
      // The other process asks the shared content version at most once a second.
      expect([before, 'Judul dari proses lain']).toContain(await title(b.app));
      // Within about a second (plus the version query), without any announcement reaching it.
      const deadline = Date.now() + 3000;
      let seen = await title(b.app);
      while (seen !== 'Judul dari proses lain' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        seen = await title(b.app);
      }
      expect(seen).toBe('Judul dari proses lain');
    });
  },
);
