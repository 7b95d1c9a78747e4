import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins, news } from '../../db/schema';
import { recordAudit } from '../../services/audit';
import { CLIENT_AUTH, createTestApp, databases, type TestApp } from '../../test/harness';

const PATH = '/sbc-visitor/v1/content-version';

describe.each(databases)('content version on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const version = async () => {
    const res = await t.app.inject({ method: 'GET', url: PATH, headers: { authorization: CLIENT_AUTH } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data.version as number;
  };

  it('answers the public client only, never cached', async () => {
    expect(Number.isInteger(await version())).toBe(true);
    const anonymous = await t.app.inject({ method: 'GET', url: PATH });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, data: null });
  });

  it('grows with every recorded admin change and stays put otherwise', async () => {
    const before = await version();
    expect(await version()).toBe(before);
    const [admin] = await t.ctx.database.db.select().from(admins).where(eq(admins.email, 'admin@sbc.test'));
    if (!admin) throw new Error('demo super admin missing');
    const principal = { kind: 'admin', id: admin.id, sessionId: 'uji', role: admin.role, chapterId: null } as const;
    await recordAudit(t.ctx.database.db, principal, { action: 'update', entity: 'news', entityId: 1, summary: 'Memperbarui artikel uji' });
    const after = await version();
    expect(after).toBeGreaterThan(before);
    await recordAudit(t.ctx.database.db, principal, { action: 'publish', entity: 'news', entityId: 1, summary: 'Menerbitkan artikel uji' });
    expect(await version()).toBeGreaterThan(after);
  });

  it('names the newest publication already due, which moves when a scheduled post goes live', async () => {
    const answer = async () =>
      (await t.app.inject({ method: 'GET', url: PATH, headers: { authorization: CLIENT_AUTH } })).json().data as {
        version: number;
        published_through: string | null;
      };
    const before = await answer();
    const [newest] = await t.ctx.database.db
      .select({ at: news.publishedAt })
      .from(news)
      .where(sql`${news.visibility} = 'Public' and ${news.publishedAt} <= now()`)
      .orderBy(sql`${news.publishedAt} desc`)
      .limit(1);
    expect(before.published_through).toBe(newest?.at.toISOString());
    // Scheduled a second ahead: not due yet, so nothing moves.
    const [post] = await t.ctx.database.db
      .update(news)
      .set({ publishedAt: sql`now() + interval '1 second'` })
      .where(eq(news.permalink, 'gizi-seimbang-untuk-keluarga-sibuk'))
      .returning({ at: news.publishedAt });
    expect(await answer()).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await answer();
    expect(after.version).toBe(before.version);
    expect(after.published_through).toBe(post?.at.toISOString());
  });
});

