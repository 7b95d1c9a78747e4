import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../../db/schema';
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
});
