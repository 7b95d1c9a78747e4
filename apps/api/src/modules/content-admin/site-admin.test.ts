import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, contactMessages, members, news, newsTags, problemReports, subscribers } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const A = '/sbc-admin/v1';

/** The one row a query or insert answered. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('expected a row');
  return row;
}
const V = '/sbc-visitor/v1';

describe.each(databases)('site-wide content administration on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let chapter: string;
  let presence: string;
  const login = async (email: string, password: string) =>
    (await call(t.app, 'POST', `${A}/login/stored`, { body: { email, password }, ip: `10.31.0.${email.length}` })).body.data.token as string;
  const post = (path: string, body: Record<string, unknown> = {}, token = admin) => call(t.app, 'POST', `${A}/${path}`, { token, body });
  const latestAudit = async () => (await post('audit/list', { perPage: 1 })).body.data.data[0];

  beforeAll(async () => {
    t = await createTestApp(kind);
    [admin, chapter, presence] = await Promise.all([
      login('admin@sbc.test', 'AdminDemo#2026'),
      login('admin.chapter@sbc.test', 'ChapterDemo#2026'),
      login('presensi@sbc.test', 'PresensiDemo#2026'),
    ]);
  });
  afterAll(() => t.close());

  it('creates, renames, merges and deletes categories, keeping permalinks stable', async () => {
    const created = await post('category/create', { title: 'Gizi & Nutrisi Anak' });
    expect(created.body.data).toMatchObject({ permalink: 'gizi-nutrisi-anak', post_count: 0, is_system: false });
    const dup = await post('category/create', { title: 'Lain', permalink: 'kesehatan' });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.[0]?.field).toBe('permalink');
    expect((await post('category/create', { title: '' })).status).toBe(400);
    // One name, one category: a second "Gizi & Nutrisi Anak" (any case) is refused, nothing added.
    const twin = await post('category/create', { title: 'gizi & nutrisi anak' });
    expect(twin.status).toBe(409);
    expect(twin.body.errors).toEqual([{ field: 'title', message: 'Nama kategori sudah dipakai' }]);
    const named = (await call(t.app, 'GET', `${A}/category/list`, { token: admin })).body.data.filter((c: { title: string }) => c.title.toLowerCase() === 'gizi & nutrisi anak');
    expect(named).toHaveLength(1);
    expect((await post('category/update', { id: created.body.data.id, title: 'Kesehatan' })).status).toBe(409);

    const renamed = await post('category/update', { id: created.body.data.id, title: 'Gizi Anak' });
    expect(renamed.body.data).toMatchObject({ title: 'Gizi Anak', permalink: 'gizi-nutrisi-anak' });
    expect((await latestAudit()).summary).toBe('Mengganti nama kategori “Gizi & Nutrisi Anak” menjadi “Gizi Anak”');

    const list = (await call(t.app, 'GET', `${A}/category/list`, { token: admin })).body.data;
    const kesehatan = list.find((c: { permalink: string }) => c.permalink === 'kesehatan');
    const keluarga = list.find((c: { permalink: string }) => c.permalink === 'keluarga');
    expect(kesehatan.post_count).toBeGreaterThan(0);
    const refused = await post('category/delete', { id: keluarga.id });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/masih dipakai \d+ artikel\. Gabungkan/);
    const bySlug = (permalink: string) => list.find((c: { permalink: string }) => c.permalink === permalink);
    // A system category is never merged away (the site needs it) nor merged into (its posts are site furniture).
    const banner = await post('category/merge', { from_id: bySlug('banner').id, into_id: kesehatan.id });
    expect(banner.status).toBe(409);
    expect(banner.body.msg).toBe('Kategori sistem “Banner Beranda” dipakai oleh tampilan situs dan tidak dapat digabungkan ke kategori lain');
    expect(banner.body.errors?.[0]?.field).toBe('from_id');
    for (const system of ['testimoni', 'alert', 'kebijakan', 'banner']) {
      const into = await post('category/merge', { from_id: keluarga.id, into_id: bySlug(system).id });
      expect(into.status, system).toBe(409);
      expect(into.body.msg).toBe(`Kategori sistem “${bySlug(system).title}” dipakai oleh tampilan situs; artikel kategori lain tidak dapat digabungkan ke dalamnya`);
      expect(into.body.errors?.[0]?.field).toBe('into_id');
    }
    // Nothing moved: every category holds what it held, "Keluarga" is still there.
    const unchanged = (await call(t.app, 'GET', `${A}/category/list`, { token: admin })).body.data;
    expect(unchanged.map((c: { id: number; post_count: number }) => [c.id, c.post_count])).toEqual(list.map((c: { id: number; post_count: number }) => [c.id, c.post_count]));
    expect((await post('category/merge', { from_id: kesehatan.id, into_id: kesehatan.id })).status).toBe(400);

    const { db } = t.ctx.database;
    const keluargaIds = (await db.select({ id: news.id }).from(news).where(eq(news.categoryId, keluarga.id))).map((r) => r.id).sort((x, y) => x - y);
    expect(keluargaIds.length).toBeGreaterThan(0);
    const merged = await post('category/merge', { from_id: keluarga.id, into_id: kesehatan.id });
    expect(merged.status).toBe(200);
    expect(merged.body.data.moved).toBe(keluarga.post_count);
    expect(merged.body.data.into.post_count).toBe(kesehatan.post_count + keluarga.post_count);
    // The log keeps which posts moved, so a wrong merge can be undone by hand.
    expect(await latestAudit()).toMatchObject({
      action: 'merge',
      entity: 'category',
      detail: { from: 'keluarga', moved: keluargaIds.length, article_ids: keluargaIds },
    });
    expect((await call(t.app, 'GET', `${V}/category/find?category_permalink=keluarga`)).status).toBe(404);
    expect((await post('category/delete', { id: created.body.data.id })).status).toBe(200);
    expect((await post('category/delete', { id: created.body.data.id })).status).toBe(404);
    expect((await latestAudit()).action).toBe('delete');
  });

  it('creates, renames, merges and deletes tags', async () => {
    const tags = (await call(t.app, 'GET', `${A}/tag/list`, { token: admin })).body.data;
    const [a, b] = tags.filter((tag: { post_count: number }) => tag.post_count > 0);
    const used = await post('tag/delete', { id: a.id });
    expect(used.status).toBe(409);
    expect(used.body.msg).toContain('Gabungkan');
    const renamed = await post('tag/update', { id: a.id, title: `${a.title} Baru` });
    expect(renamed.body.data).toMatchObject({ title: `${a.title} Baru`, permalink: a.permalink });
    const { db } = t.ctx.database;
    const carrying = (await db.select({ id: newsTags.newsId }).from(newsTags).where(eq(newsTags.tagId, a.id))).map((r) => r.id).sort((x, y) => x - y);
    const merged = await post('tag/merge', { from_id: a.id, into_id: b.id });
    expect(merged.status).toBe(200);
    expect((await latestAudit()).detail).toEqual({ from: a.permalink, moved: a.post_count, article_ids: carrying });
    expect(merged.body.data.into.post_count).toBeGreaterThanOrEqual(b.post_count);
    expect(merged.body.data.into.post_count).toBeLessThanOrEqual(a.post_count + b.post_count);
    const after = (await call(t.app, 'GET', `${A}/tag/list`, { token: admin })).body.data;
    expect(after.find((tag: { id: number }) => tag.id === a.id)).toBeUndefined();
    const fresh = await post('tag/create', { title: 'Hidup Sehat' });
    expect(fresh.body.data.permalink).toBe('hidup-sehat');
    expect((await post('tag/create', { title: 'X', permalink: 'hidup-sehat' })).status).toBe(409);
    expect((await post('tag/delete', { id: fresh.body.data.id })).status).toBe(200);
  });

  it('refuses a second tag or category of one name, in any case, and keeps the first', async () => {
    const first = (await post('tag/create', { title: 'Hidup Seimbang' })).body.data;
    const again = await post('tag/create', { title: '  hidup SEIMBANG ' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual([{ field: 'title', message: 'Nama tag sudah dipakai' }]);
    const other = (await post('tag/create', { title: 'Hidup Aktif' })).body.data;
    const renamed = await post('tag/update', { id: other.id, title: 'HIDUP SEIMBANG' });
    expect(renamed.status).toBe(409);
    expect(renamed.body.msg).toContain('gabungkan');
    // A tag may change the case of its own name.
    expect((await post('tag/update', { id: first.id, title: 'Hidup seimbang' })).status).toBe(200);
    const titles = (await call(t.app, 'GET', `${A}/tag/list`, { token: admin })).body.data
      .map((tag: { title: string }) => tag.title.toLowerCase())
      .filter((title: string) => title === 'hidup seimbang');
    expect(titles).toHaveLength(1);
    const category = await post('category/create', { title: 'KESEHATAN' });
    expect(category.status).toBe(409);
    expect(category.body.errors).toEqual([{ field: 'title', message: 'Nama kategori sudah dipakai' }]);
  });

  it('updates the site info with validated links, seen by the public info call', async () => {
    const before = (await call(t.app, 'GET', `${A}/site-info`, { token: admin })).body.data;
    const bad = await post('site-info/update', { ...before, email: 'bukan-email', instagram: 'instagram.com/sbc', whatsapp: '08-12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field).sort()).toEqual(['email', 'instagram', 'whatsapp']);
    const saved = await post('site-info/update', {
      ...before,
      phone: '(021) 555-0199',
      instagram: 'https://instagram.com/sbc.id',
      tiktok: '',
      whatsapp: '6281234567890',
      survey_url: 'https://survei.sbc.or.id/2026',
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ phone: '(021) 555-0199', tiktok: null, whatsapp: '6281234567890' });
    const pub = await call(t.app, 'GET', `${V}/info`);
    expect(pub.body.data).toMatchObject({ phone: '(021) 555-0199', instagram: 'https://instagram.com/sbc.id', survey_url: 'https://survei.sbc.or.id/2026' });
    const entry = await latestAudit();
    expect(entry).toMatchObject({ entity: 'site-info', action: 'update' });
    expect(entry.summary).toContain('telepon');
  });

  it('moderates comments: lists with the post, hides, shows and deletes with replies', async () => {
    const { db } = t.ctx.database;
    const member = one(await db.select({ id: members.id }).from(members).limit(1));
    const article = one(await db.select({ id: news.id, title: news.title }).from(news).limit(1));
    const top = one(await db.insert(comments).values({ newsId: article.id, memberId: member.id, content: 'Komentar promosi judi yang harus dihapus' }).returning());
    await db.insert(comments).values({ newsId: article.id, memberId: member.id, parentId: top.id, content: 'Balasan untuk komentar itu' });

    const listed = await post('comments/list', { q: 'promosi judi' });
    expect(listed.body.data.data[0]).toMatchObject({ id: top.id, news_title: article.title, hidden: false });
    expect((await post('comments/hide', { id: top.id, hidden: true })).body.data.hidden).toBe(true);
    expect((await latestAudit()).action).toBe('hide');
    const hidden = await post('comments/list', { status: 'hidden' });
    expect(hidden.body.data.data.map((c: { id: number }) => c.id)).toContain(top.id);
    const del = await post('comments/delete', { id: top.id });
    expect(del.body.data.deleted).toBe(2);
    expect((await post('comments/delete', { id: top.id })).status).toBe(404);
    expect((await post('comments/list', { q: 'Balasan untuk komentar itu' })).body.data.totalRecords).toBe(0);
  });

  it('lists the inbox and marks messages and reports read', async () => {
    const { db } = t.ctx.database;
    const msg = one(
      await db
        .insert(contactMessages)
        .values({ name: 'Siti Aminah', email: 'siti@contoh.id', subject: 'Jadwal kajian', message: 'Kapan kajian berikutnya diadakan?' })
        .returning(),
    );
    const report = one(await db.insert(problemReports).values({ page: '/blog/contoh', description: 'Gambar tidak muncul di ponsel saya' }).returning());

    const inbox = await post('contact/list', { status: 'unread' });
    expect(inbox.body.data.data[0]).toMatchObject({ id: msg.id, read_at: null });
    expect(inbox.body.data.unread).toBeGreaterThanOrEqual(1);
    const read = await post('contact/read', { id: msg.id });
    expect(read.body.data.read_at).toEqual(expect.any(Number));
    expect((await post('contact/list', { status: 'unread', q: 'Siti' })).body.data.totalRecords).toBe(0);
    expect((await post('contact/read', { id: msg.id, read: false })).body.data.read_at).toBeNull();
    expect((await post('contact/read', { id: 999999 })).status).toBe(404);

    const reports = await post('problem-report/list', {});
    expect(reports.body.data.data[0]).toMatchObject({ id: report.id, page: '/blog/contoh' });
    expect((await post('problem-report/read', { id: report.id })).body.data.read_at).toEqual(expect.any(Number));
    expect((await latestAudit()).entity).toBe('problem-report');
  });

  it('lists newsletter subscribers by status and exports them as a spreadsheet', async () => {
    const { db } = t.ctx.database;
    await db.insert(subscribers).values([
      { email: 'aktif@contoh.id', firstName: 'Ahmad', status: 'active', unsubscribeToken: 'tok-aktif', confirmedAt: new Date() },
      { email: 'tunggu@contoh.id', firstName: 'Budi', status: 'pending', unsubscribeToken: 'tok-tunggu' },
    ]);
    const active = await post('subscriber/list', { status: 'active' });
    expect(active.body.data.data.map((s: { email: string }) => s.email)).toContain('aktif@contoh.id');
    expect(active.body.data.data.every((s: { status: string }) => s.status === 'active')).toBe(true);
    expect((await post('subscriber/list', { status: 'aneh' })).status).toBe(400);

    const res = await t.app.inject({ method: 'POST', url: `${A}/subscriber/excel`, headers: { authorization: `Bearer ${admin}` }, payload: { status: 'active' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('pelanggan-newsletter-active.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe('Email');
    const emails = (sheet?.getColumn(1).values ?? []).slice(2);
    expect(emails).toContain('aktif@contoh.id');
    expect(emails).not.toContain('tunggu@contoh.id');
  });

  it('shows the audit log newest first to the super admin only, filterable by entity and admin', async () => {
    const log = await post('audit/list', { perPage: 100 });
    expect(log.status).toBe(200);
    const times = log.body.data.data.map((e: { id: number }) => e.id);
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(log.body.data.entities).toEqual(expect.arrayContaining(['category', 'tag', 'site-info', 'comment']));
    const me = log.body.data.admins.find((a: { email: string }) => a.email === 'admin@sbc.test');
    const tags = await post('audit/list', { entity: 'tag', admin_id: me.id });
    expect(tags.body.data.totalRecords).toBeGreaterThan(0);
    expect(tags.body.data.data.every((e: { entity: string; admin_email: string }) => e.entity === 'tag' && e.admin_email === 'admin@sbc.test')).toBe(true);
    expect((await post('audit/list', {}, chapter)).status).toBe(403);
  });

  it('refuses every content call to a chapter admin and a presence admin', async () => {
    const calls: [string, Record<string, unknown>][] = [
      ['category/create', { title: 'Tidak Boleh' }],
      ['tag/merge', { from_id: 1, into_id: 2 }],
      ['site-info/update', { alamat: 'x', email: 'a@b.id', phone: '0215550100' }],
      ['comments/list', {}],
      ['comments/hide', { id: 1, hidden: true }],
      ['contact/list', {}],
      ['problem-report/read', { id: 1 }],
      ['subscriber/list', {}],
      ['audit/list', {}],
    ];
    for (const token of [chapter, presence]) {
      for (const [path, body] of calls) expect((await post(path, body, token)).status, path).toBe(403);
      expect((await call(t.app, 'GET', `${A}/site-info`, { token })).status).toBe(403);
    }
  });
});
