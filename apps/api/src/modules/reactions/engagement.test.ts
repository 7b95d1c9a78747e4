import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, contactMessages, mailOutbox, subscribers } from '../../db/schema';
import { solveCaptcha } from '../../services/captcha';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const V = '/sbc-visitor/v1';

describe.each(databases)('visitor engagement on %s', (kind) => {
  let t: TestApp;
  let visitor: string;
  let memberToken: string;
  let otherToken: string;
  let postId: number;

  const memberLogin = async (email: string) =>
    (await call(t.app, 'POST', '/sbc-member-core/v1/auth/login', { body: { email, password: 'AnggotaDemo#2026' } })).body.data.token as string;
  const captcha = async () => solveCaptcha((await call(t.app, 'GET', `${V}/captcha/challenge`)).body.data);

  beforeAll(async () => {
    t = await createTestApp(kind);
    visitor = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    memberToken = await memberLogin('anggota@sbc.test');
    otherToken = await memberLogin('anggota2@sbc.test');
    postId = (await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 1 } })).body.data.data[0].id;
  });
  afterAll(() => t.close());

  it('subscribes with double opt-in, refuses a second subscription, and unsubscribes in one click', async () => {
    const first = await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email: 'Pembaca@Contoh.id', client_id: visitor } });
    expect(first.body.data).toEqual({ email: 'pembaca@contoh.id', status: 'pending' });
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    const token = /konfirmasi\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(mail?.to).toBe('pembaca@contoh.id');
    const confirmed = await call(t.app, 'GET', `${V}/newsletter/confirm?token=${token}`);
    expect(confirmed.body.data.status).toBe('active');
    // A reload or a second click answers the same.
    expect((await call(t.app, 'GET', `${V}/newsletter/confirm?token=${token}`)).body.data).toEqual({ email: 'pembaca@contoh.id', status: 'active' });
    const again = await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email: 'pembaca@contoh.id' }, ip: '10.7.0.2' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('sudah berlangganan');
    const rows = await t.ctx.database.db.select().from(subscribers);
    expect(rows.filter((r) => r.email.toLowerCase() === 'pembaca@contoh.id')).toHaveLength(1);
    const tracked = await call(t.app, 'GET', `${V}/member/track-subscriber?client_id=${visitor}`);
    expect(tracked.body.data).toEqual({ subscribed: true, status: 'active' });
    // The way out is in the confirmation mail itself.
    const leave = /berhenti\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(leave).toBe(rows[0]?.unsubscribeToken);
    const out = await call(t.app, 'POST', `${V}/newsletter/unsubscribe`, { body: { token: leave } });
    expect(out.body.data.status).toBe('unsubscribed');
    expect((await call(t.app, 'GET', `${V}/newsletter/confirm?token=${token}`)).status).toBe(410);
  });

  it("keeps a pending address's name and phone when it signs up again without them", async () => {
    const email = 'tertunda@contoh.id';
    const body = { email, first_name: 'Sari', last_name: 'Wulan', phone_number: '081233330000' };
    expect((await call(t.app, 'POST', `${V}/create-subscriber`, { body, ip: '10.7.1.1' })).status).toBe(200);
    expect((await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email }, ip: '10.7.1.2' })).status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row).toMatchObject({ status: 'pending', firstName: 'Sari', lastName: 'Wulan', phoneNumber: '081233330000' });
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.text).toContain('Halo Sari,');
    // New details replace the saved ones.
    await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email, first_name: 'Sarah' }, ip: '10.7.1.3' });
    const [renamed] = await t.ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(renamed).toMatchObject({ firstName: 'Sarah', lastName: 'Wulan', phoneNumber: '081233330000' });
  });

  it('refuses a subscriber phone that is no number, on its field, and takes a blank one as none', async () => {
    const email = 'telepon-aneh@contoh.id';
    for (const phone_number of ['abc', 'NaN', '😀🎉']) {
      const res = await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email, phone_number }, ip: '10.7.2.1' });
      expect(res.status, phone_number).toBe(400);
      expect(res.body.errors).toEqual([
        { field: 'phone_number', message: 'Nomor telepon hanya angka, spasi, tanda kurung, tanda hubung, atau +' },
      ]);
    }
    expect(await t.ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email))).toEqual([]);
    const blank = await call(t.app, 'POST', `${V}/create-subscriber`, { body: { email, phone_number: '  ' }, ip: '10.7.2.2' });
    expect(blank.status).toBe(200);
    const [row] = await t.ctx.database.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row?.phoneNumber).toBe('');
  });

  it('records tracking actions only for visitor ids the server issued', async () => {
    const ok = await call(t.app, 'POST', '/sbc-tracking/v1/action', { body: { client_id: visitor, action: 'subscribe', page: '/blog' } });
    expect(ok.body.data.recorded).toBe(true);
    const forged = await call(t.app, 'POST', '/sbc-tracking/v1/action', { body: { client_id: 'v1.aaaaaaaaaa.bbbbbbbb', action: 'subscribe' } });
    expect(forged.status).toBe(400);
  });

  it('stores a contact message with a solved captcha, mails the office, and refuses a reused or missing captcha', async () => {
    const solution = await captcha();
    const body = { name: 'Dewi Lestari', email: 'dewi@contoh.id', phone: '0812 3456 7890', subject: 'Kerja sama kegiatan', message: 'Kami ingin mengajak SBC bekerja sama dalam kegiatan donor darah.', captcha: solution };
    const ok = await call(t.app, 'POST', `${V}/contactus/stored`, { body, ip: '10.8.0.1' });
    expect(ok.status).toBe(200);
    const [mail] = await t.ctx.database.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail?.to).toBe('sekretariat@sbc.or.id');
    expect(mail?.text).toContain('Dewi Lestari');
    const reused = await call(t.app, 'POST', `${V}/contactus/stored`, { body, ip: '10.8.0.2' });
    expect(reused.status).toBe(400);
    expect(reused.body.errors?.[0]?.field).toBe('captcha');
    const missing = await call(t.app, 'POST', `${V}/contactus/stored`, { body: { ...body, captcha: undefined, message: 'pendek' }, ip: '10.8.0.3' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(expect.arrayContaining(['captcha', 'message']));
    expect(await t.ctx.database.db.select().from(contactMessages)).toHaveLength(1);
  });

  it('lets only members comment, keeps comments plain text, nests replies, and hides hidden ones', async () => {
    const anonymous = await call(t.app, 'POST', `${V}/comments/add_stored`, { body: { news_id: postId, content: 'Halo' } });
    expect(anonymous.status).toBe(401);
    const payload = '<script>alert("x")</script> Bermanfaat sekali';
    const top = await call(t.app, 'POST', `${V}/comments/add_stored`, { token: memberToken, body: { news_id: postId, content: payload } });
    expect(top.body.data.content).toBe(payload);
    expect(top.body.data.author_initial).toBe('SR');
    const reply = await call(t.app, 'POST', `${V}/comments/add_stored`, {
      token: otherToken,
      body: { news_id: postId, parent_id: top.body.data.id, content: 'Setuju, terima kasih' },
    });
    expect(reply.body.data.parent_id).toBe(top.body.data.id);
    const list = await call(t.app, 'POST', `${V}/comments/list`, { body: { news_id: postId } });
    expect(list.body.data.totalRecords).toBe(1);
    // The heading's count: the comment and its reply.
    expect(list.body.data.comment_count).toBe(2);
    expect(list.body.data.data[0].replies[0].content).toBe('Setuju, terima kasih');
    await t.ctx.database.db.update(comments).set({ hidden: true }).where(eq(comments.id, top.body.data.id));
    const afterHiding = (await call(t.app, 'POST', `${V}/comments/list`, { body: { news_id: postId } })).body.data;
    // The reply goes with the comment it answers.
    expect(afterHiding).toMatchObject({ totalRecords: 0, comment_count: 0, data: [] });
    const tooLong = await call(t.app, 'POST', `${V}/comments/add_stored`, { token: memberToken, body: { news_id: postId, content: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
  });

  it('takes one rating per member per post and averages them', async () => {
    const before = await call(t.app, 'POST', `${V}/rating/validation_add`, { token: memberToken, body: { news_id: postId } });
    expect(before.body.data).toEqual({ can_rate: true, rating: null });
    await call(t.app, 'POST', `${V}/rating/add_stored`, { token: memberToken, body: { news_id: postId, rating: 5 } });
    const second = await call(t.app, 'POST', `${V}/rating/add_stored`, { token: otherToken, body: { news_id: postId, rating: 4 } });
    expect(second.body.data).toEqual({ news_id: postId, average: 4.5, count: 2 });
    const twice = await call(t.app, 'POST', `${V}/rating/add_stored`, { token: memberToken, body: { news_id: postId, rating: 1 } });
    expect(twice.status).toBe(409);
    expect((await call(t.app, 'GET', `${V}/rating/average?id=${postId}`)).body.data.average).toBe(4.5);
    expect((await call(t.app, 'POST', `${V}/rating/add_stored`, { token: otherToken, body: { news_id: postId, rating: 6 } })).status).toBe(400);
    expect((await call(t.app, 'POST', `${V}/rating/add_stored`, { body: { news_id: postId, rating: 3 } })).status).toBe(401);
  });

  it('toggles bookmarks for a signed visitor id and refuses forged ones', async () => {
    const on = await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: visitor, news_id: postId } });
    expect(on.body.data.bookmarked).toBe(true);
    expect((await call(t.app, 'GET', `${V}/bookmark/is_bookmark/${visitor}/${postId}`)).body.data.bookmarked).toBe(true);
    const off = await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: visitor, news_id: postId } });
    expect(off.body.data.bookmarked).toBe(false);
    const forged = await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: 'v1.bukanasli00.palsu', news_id: postId } });
    expect(forged.status).toBe(400);
  });

  it("lists a visitor's saved posts, the latest saved first, and nobody else's", async () => {
    const reader = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    const stranger = (await call(t.app, 'GET', `${V}/session/create`)).body.data.client_id;
    const posts = (await call(t.app, 'POST', `${V}/article/list`, { body: { perPage: 3 } })).body.data.data as { id: number }[];
    for (const post of posts) await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: reader, news_id: post.id } });
    // Saved again later, the first post moves to the top; one taken away leaves the list.
    await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: reader, news_id: posts[0]?.id } });
    await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: reader, news_id: posts[0]?.id } });
    await call(t.app, 'POST', `${V}/bookmark/add_stored`, { body: { visitor_id: reader, news_id: posts[1]?.id } });
    const list = await call(t.app, 'POST', `${V}/bookmark/list`, { body: { visitor_id: reader } });
    expect(list.status).toBe(200);
    expect(list.body.data.totalRecords).toBe(2);
    expect(list.body.data.data.map((n: { id: number }) => n.id)).toEqual([posts[0]?.id, posts[2]?.id]);
    expect(list.body.data.data[0]).toHaveProperty('news_permalink');
    const paged = await call(t.app, 'POST', `${V}/bookmark/list`, { body: { visitor_id: reader, page: 2, perPage: 1 } });
    expect(paged.body.data.data.map((n: { id: number }) => n.id)).toEqual([posts[2]?.id]);
    const none = await call(t.app, 'POST', `${V}/bookmark/list`, { body: { visitor_id: stranger } });
    expect(none.body.data).toEqual({ data: [], totalRecords: 0 });
    const forged = await call(t.app, 'POST', `${V}/bookmark/list`, { body: { visitor_id: 'v1.bukanasli00.palsu' } });
    expect(forged.status).toBe(400);
    expect(forged.body.errors).toEqual([{ field: 'visitor_id', message: 'ID pengunjung tidak dikenal' }]);
  });

  it('answers helpful once per visitor', async () => {
    const yes = await call(t.app, 'POST', `${V}/answer/helpful_content`, { body: { client_id: visitor, news_id: postId, helpful: 'yes' } });
    expect(yes.body.data).toEqual({ yes: 1, no: 0 });
    const again = await call(t.app, 'POST', `${V}/answer/helpful_content`, { body: { client_id: visitor, news_id: postId, helpful: 'no' } });
    expect(again.status).toBe(409);
  });

  it('stores a problem report with the page it came from', async () => {
    const res = await call(t.app, 'POST', `${V}/problem-report`, {
      ip: '10.9.0.1',
      body: { page: 'http://localhost:3000/blog', description: 'Gambar di halaman blog tidak muncul di ponsel saya.', captcha: await captcha() },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.id).toBeGreaterThan(0);
  });
});
