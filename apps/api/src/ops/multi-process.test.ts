import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_SECRETS } from '../env';
import { notificationSignature } from '../services/payment-provider';
import { freePort } from '../test/listen';
import { startTestSmtp } from '../test/smtp';
import {
  API_DIR,
  assertBuilt,
  callApi,
  createPgDatabase,
  productionEnv,
  removeTempDirs,
  runCli,
  startApi,
  startWeb,
  type Running,
} from '../test/processes';

const V = '/sbc-visitor/v1';
const M = '/sbc-member-core/v1';
const A = '/sbc-admin/v1';
const pgUrl = inject('pgUrl');

/**
 * Issue #12: two API processes and two web processes on one PostgreSQL, as behind a load balancer.
 * Writes alternate between the processes; the outcome must be what one process would give.
 */
describe.skipIf(!pgUrl)('several processes on one PostgreSQL', { timeout: 120_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let sqlClient: pg.Client;
  const apis: Running[] = [];
  const webs: Running[] = [];
  let ipCounter = 0;
  /** Each call comes from its own visitor address, as through a proxy, so per-visitor limits stay out of the way. */
  const ip = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  const api = (i: number) => apis[i % 2]?.url ?? '';

  beforeAll(async () => {
    assertBuilt();
    smtp = await startTestSmtp();
    const databaseUrl = await createPgDatabase(pgUrl ?? '');
    const [api1, api2, web1, web2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    // Every process knows the public API origin (the balancer's); here it is the first process.
    const env = productionEnv({ databaseUrl, apiUrl: `http://127.0.0.1:${api1}`, smtpUrl: smtp.url });
    // The deploy step first; production API processes refuse an unmigrated database.
    const migrated = runCli(`${API_DIR}/dist/cli/migrate.js`, [], { DATABASE_URL: databaseUrl });
    expect(migrated.output).toContain('Migrasi diterapkan');
    apis.push(await startApi(api1, { ...env, SEED_DEMO: 'always' }));
    apis.push(await startApi(api2, env));
    for (const [port, apiPort] of [
      [web1, api1],
      [web2, api2],
    ] as const) {
      webs.push(await startWeb(port, { ...env, API_URL: `http://127.0.0.1:${apiPort}`, PAGE_CACHE_SECONDS: '10' }));
    }
    sqlClient = new pg.Client({ connectionString: databaseUrl });
    await sqlClient.connect();
  }, 120_000);

  afterAll(async () => {
    const codes = await Promise.all([...apis, ...webs].map((p) => p.stop('SIGTERM')));
    await sqlClient?.end();
    await smtp?.close();
    removeTempDirs();
    expect(codes.every((c) => c === 0)).toBe(true);
  });

  const login = async (base: string, email: string, password = 'AnggotaDemo#2026') => {
    const res = await callApi(base, 'POST', `${M}/auth/login`, { ip: ip(), body: { email, password } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };

  it('seeds the demo only in the process asked to, and both answer ready on PostgreSQL', async () => {
    expect(apis[0]?.output()).toContain('Demo content seeded');
    expect(apis[1]?.output()).not.toContain('Demo content seeded');
    for (const a of apis) {
      expect(await (await fetch(`${a.url}/readyz`)).json()).toEqual({ status: 200, msg: 'ok', data: { db: 'postgres' } });
    }
  });

  it('fills a limited event exactly, with nobody registered twice, through both processes', async () => {
    const { rows } = await sqlClient.query<{ id: number }>(
      `insert into events (slug, title, starts_at, ends_at, place, seats)
       values ('uji-banyak-proses', 'Kajian Uji Banyak Proses', now() + interval '5 days', now() + interval '5 days 2 hours', 'Aula SBC', 12)
       returning id`,
    );
    const eventId = rows[0]?.id;
    const attempts = Array.from({ length: 48 }, (_, i) =>
      callApi(api(i), 'POST', `${V}/event/register`, {
        ip: ip(),
        body: { event_id: eventId, name: `Peserta ${i}`, email: `peserta${i % 30}@contoh.id`, phone: '081200000000' },
      }),
    );
    const results = await Promise.all(attempts);
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const saved = await sqlClient.query<{ email: string }>('select email from event_registrations where event_id = $1', [eventId]);
    expect(saved.rows).toHaveLength(12);
    expect(new Set(saved.rows.map((r) => r.email)).size).toBe(12);
    const count = await sqlClient.query<{ n: number }>('select participant_count as n from events where id = $1', [eventId]);
    expect(count.rows[0]?.n).toBe(12);
  });

  it('keeps every comment written through either process', async () => {
    const token = await login(api(0), 'anggota@sbc.test');
    const { rows } = await sqlClient.query<{ id: number }>("select id from news where visibility = 'Public' order by id limit 1");
    const newsId = rows[0]?.id;
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        callApi(api(i), 'POST', `${V}/comments/add_stored`, { token, ip: ip(), body: { news_id: newsId, content: `Komentar uji nomor ${i}` } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(16).fill(200));
    const saved = await sqlClient.query("select id from comments where news_id = $1 and content like 'Komentar uji nomor %'", [newsId]);
    expect(saved.rows).toHaveLength(16);
  });

  it('activates a paid membership once under duplicate notifications sent to both processes', async () => {
    const token = await login(api(1), 'anggota2@sbc.test');
    const order = (await callApi(api(0), 'POST', `${M}/order/stored`, { token, body: { product_code: 'ANGGOTA-1B' } })).body.data;
    await callApi(api(1), 'POST', `${M}/order/update-select-payment`, { token, body: { order_code: order.code, payment_type: 'card' } });
    expect((await callApi(api(0), 'POST', `${M}/pay/stored`, { token, body: { order_code: order.code } })).status).toBe(200);
    const signed = { order_id: order.code, status_code: '200', gross_amount: '50000.00' };
    const body = { ...signed, transaction_status: 'settlement', signature_key: notificationSignature(signed, DEMO_SECRETS.MIDTRANS_SERVER_KEY) };
    const results = await Promise.all(Array.from({ length: 24 }, (_, i) => callApi(api(i), 'POST', `${M}/pay/notification`, { ip: ip(), body })));
    expect(results.map((r) => r.status)).toEqual(Array(24).fill(200));
    const activations = await sqlClient.query(
      'select a.days from membership_activations a join invoices i on i.id = a.invoice_id where i.code = $1',
      [order.invoice.code],
    );
    expect(activations.rows).toHaveLength(1);
  });

  /**
   * How long until every process refuses `token`: the revoking process at once; another one may
   * believe a token it verified within the last second (services/tokens.ts). The bound below leaves
   * room for a loaded machine, far below any cache lifetime.
   */
  const refusedEverywhereAfter = async (token: string, path: string, revokedAt: number) => {
    for (;;) {
      const statuses = await Promise.all([api(0), api(1)].map(async (base) => (await callApi(base, 'GET', path, { token })).status));
      if (statuses.every((s) => s === 401)) return Date.now() - revokedAt;
      if (Date.now() - revokedAt > 5000) return Infinity;
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  it('refuses a token revoked in one process in both, and keeps the other sessions', async () => {
    const first = await login(api(0), 'anggota@sbc.test');
    const second = await login(api(1), 'anggota@sbc.test');
    for (const token of [first, second]) {
      for (const base of [api(0), api(1)]) expect((await callApi(base, 'GET', `${M}/profile`, { token })).status).toBe(200);
    }
    expect((await callApi(api(1), 'POST', `${M}/auth/logout`, { token: first })).status).toBe(200);
    const revokedAt = Date.now();
    expect((await callApi(api(1), 'GET', `${M}/profile`, { token: first })).status).toBe(401);
    expect(await refusedEverywhereAfter(first, `${M}/profile`, revokedAt)).toBeLessThan(2500);
    for (const base of [api(0), api(1)]) expect((await callApi(base, 'GET', `${M}/profile`, { token: second })).status).toBe(200);

    const admin = (await callApi(api(1), 'POST', `${A}/login/stored`, { ip: ip(), body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    expect((await callApi(api(1), 'GET', `${A}/account/profile`, { token: admin })).status).toBe(200);
    expect((await callApi(api(0), 'POST', `${A}/logout`, { token: admin })).status).toBe(200);
    expect(await refusedEverywhereAfter(admin, `${A}/account/profile`, Date.now())).toBeLessThan(2500);
  });

  it('accepts a one-time connect code once across processes', async () => {
    const token = await login(api(0), 'anggota2@sbc.test');
    const code = (await callApi(api(0), 'POST', `${M}/connect/create-code`, { token })).body.data.code;
    const uses = await Promise.all([0, 1, 0, 1].map((i) => callApi(api(i), 'GET', `${M}/connect/to-member?token=${code}`)));
    expect(uses.map((u) => u.status).sort()).toEqual([200, 410, 410, 410]);
  });

  it('counts one rate limit for a visitor across processes', async () => {
    const visitor = ip();
    const statuses: number[] = [];
    for (let i = 0; i < 102; i++) {
      const res = await callApi(api(i), 'POST', `${A}/login/stored`, { ip: visitor, body: { email: `tamu${i}@contoh.id`, password: 'salah-sandi' } });
      statuses.push(res.status);
    }
    // The login policy allows 100 attempts per window per visitor, whichever process takes them.
    expect(statuses.slice(0, 100).every((s) => s !== 429)).toBe(true);
    expect(statuses.slice(100)).toEqual([429, 429]);
  });

  it('shows an article changed through the admin API on both web processes within the page cache lifetime', async () => {
    const { rows } = await sqlClient.query<{ id: number; permalink: string }>(
      "select id, permalink from news where visibility = 'Public' and content_type = 'article' and published_at < now() order by published_at desc limit 1",
    );
    const article = rows[0];
    if (!article) throw new Error('no public article in the demo content');
    const page = async (web: Running) => (await fetch(`${web.url}/blog/${article.permalink}`)).text();
    // Both processes render and cache the page (twice: the second answer comes from the cache).
    for (const web of webs) {
      await page(web);
      const cached = await fetch(`${web.url}/blog/${article.permalink}`);
      expect(cached.status).toBe(200);
      expect(cached.headers.get('x-cache')).toBe('HIT');
      await cached.text();
    }
    const admin = (await callApi(api(0), 'POST', `${A}/login/stored`, { ip: ip(), body: { email: 'admin@sbc.test', password: 'AdminDemo#2026' } })).body.data.token;
    const current = (await callApi(api(1), 'GET', `${A}/news/detail/${article.id}`, { token: admin })).body.data;
    const title = `Judul Diperbarui Lintas Proses ${Date.now()}`;
    const updated = await callApi(api(1), 'POST', `${A}/news/update`, {
      token: admin,
      body: {
        id: article.id,
        title,
        permalink: current.permalink,
        excerpt: current.excerpt,
        content: current.content,
        category_id: current.category_id,
        section: current.section,
        tags: current.tags.map((t: { tag_title: string }) => t.tag_title),
        content_type: current.content_type,
        video_url: current.video_url,
        editor_choice: current.editor_choice,
        author_name: current.author_name,
        visibility: current.visibility,
        published_at: current.published_at,
      },
    });
    expect(updated.body).toMatchObject({ status: 200, data: { title } });
    const changedAt = Date.now();
    const seen = await Promise.all(
      webs.map(async (web) => {
        while (Date.now() - changedAt < 15_000) {
          if ((await page(web)).includes(title)) return Date.now() - changedAt;
          await new Promise((r) => setTimeout(r, 200));
        }
        return Infinity;
      }),
    );
    // PAGE_CACHE_SECONDS=10: the new title shows on both before a cached page would even expire
    // (the API's content version, checked by each web process, drops the cached copies).
    console.log(`changed article visible through the two web processes after ${seen.join(' and ')} ms`);
    for (const ms of seen) expect(ms).toBeLessThan(10_000);
  });
});
