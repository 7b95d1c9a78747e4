import pg from 'pg';
import { openDatabase } from '../db/client';
import { seedDemo } from '../db/seed';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/listen';
import { startTestSmtp } from '../test/smtp';
import { failures, runLoad, send, type LoadRequest, type Outcome } from '../test/load';
import {
  API_DIR,
  CLIENT_AUTH,
  assertBuilt,
  createPgDatabase,
  productionEnv,
  runCli,
  startApi,
  startWeb,
  type Running,
  removeTempDirs,
} from '../test/processes';

const pgUrl = inject('pgUrl');
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Issue #12: SIGTERM under load. Each process stops taking connections, finishes what it holds,
 * closes the database and exits 0; the clients see no failed request.
 */
describe.skipIf(!pgUrl)('graceful shutdown under load', { timeout: 90_000 }, () => {
  let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
  let env: Record<string, string>;
  let permalink = '';
  let visitor = 0;
  const login = (): LoadRequest => ({
    method: 'POST',
    path: '/sbc-member-core/v1/auth/login',
    headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', 'x-forwarded-for': `10.88.${++visitor % 250}.${visitor % 200}` },
    body: JSON.stringify({ email: 'anggota@sbc.test', password: 'AnggotaDemo#2026' }),
  });
  const apiMix = (i: number): LoadRequest =>
    i % 3 === 0 ? login() : { method: 'GET', path: `/sbc-visitor/v1/news/permalink?news_permalink=${permalink}`, headers: { authorization: CLIENT_AUTH } };

  /** Load for a second, SIGTERM, and everything each client saw until the process was gone. */
  const terminateUnderLoad = async (proc: Running, next: (i: number) => LoadRequest) => {
    const load = runLoad(proc.url, 8, next);
    await pause(1000);
    const signalAt = Date.now();
    proc.child.kill('SIGTERM');
    // The signal reaches the process a moment later: readiness turns 503 within the drain time.
    let readiness = await send(proc.url, { method: 'GET', path: '/readyz' }, false);
    while (readiness.status === 200 && Date.now() - signalAt < 400) {
      await pause(20);
      readiness = await send(proc.url, { method: 'GET', path: '/readyz' }, false);
    }
    const code = await proc.exited;
    load.stop();
    const outcomes = await load.done;
    return { code, signalAt, outcomes, readiness };
  };
  const served = (outcomes: Outcome[], after = 0) => outcomes.filter((o) => o.status === 200 && o.sentAt >= after).length;

  beforeAll(async () => {
    assertBuilt();
    smtp = await startTestSmtp();
    const databaseUrl = await createPgDatabase(pgUrl ?? '');
    expect(runCli(`${API_DIR}/dist/cli/migrate.js`, [], { DATABASE_URL: databaseUrl }).code).toBe(0);
    env = {
      ...productionEnv({ databaseUrl, apiUrl: 'http://127.0.0.1:4999', smtpUrl: smtp.url }),
      RATE_LIMIT_MULTIPLIER: '1000',
      SHUTDOWN_DRAIN_SECONDS: '0.5',
    };
    // The demo content without its generated images (the multi-process test seeds through the API).
    const database = await openDatabase({ databaseUrl, dataDir: '', migrations: 'check' });
    await seedDemo(database.db);
    await database.close();
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query<{ permalink: string }>(
      "select permalink from news where visibility = 'Public' and content_type = 'article' and published_at < now() limit 1",
    );
    permalink = rows[0]?.permalink ?? '';
    await client.end();
  }, 90_000);
  afterAll(async () => {
    await smtp?.close();
    removeTempDirs();
  });

  it('an API process drains, finishes its requests and exits 0 with no failed request', async () => {
    const api = await startApi(await freePort(), env);
    const { code, signalAt, outcomes, readiness } = await terminateUnderLoad(api, apiMix);
    expect(failures(outcomes, signalAt)).toEqual([]);
    expect(code).toBe(0);
    expect(readiness.status).toBe(503);
    expect(served(outcomes)).toBeGreaterThan(10);
    // Still answering while draining: the balancer had half a second to move away.
    expect(served(outcomes, signalAt)).toBeGreaterThan(0);
  });

  it('a cluster of two API workers stops as one: primary and workers exit 0, no failed request', async () => {
    const api = await startApi(await freePort(), { ...env, API_WORKERS: '2' });
    expect(api.output()).toContain('2 workers');
    // Both workers serve (each writes its process id once listening).
    const bothReady = Date.now() + 20_000;
    while ((api.output().match(/API ready on .*process \d+/g) ?? []).length < 2 && Date.now() < bothReady) await pause(100);
    const { code, signalAt, outcomes } = await terminateUnderLoad(api, apiMix);
    expect(failures(outcomes, signalAt)).toEqual([]);
    expect(code, api.output()).toBe(0);
    expect(served(outcomes)).toBeGreaterThan(10);
    expect(api.output().match(/API ready on .*process \d+/g)).toHaveLength(2);
  });

  it('requests in flight when the listener closes still get their answer', async () => {
    // Registrations wait for the confirmation mail; this mail server takes 1.5 s to accept each one.
    const slowMail = await startTestSmtp({ answerAfterMs: 1500 });
    const api = await startApi(await freePort(), { ...env, SMTP_URL: slowMail.url, SHUTDOWN_DRAIN_SECONDS: '0' });
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      `insert into events (slug, title, starts_at, ends_at, place, seats)
       values ('uji-berhenti', 'Kajian Uji Berhenti', now() + interval '3 days', now() + interval '3 days 2 hours', 'Aula SBC', 100)
       returning id`,
    );
    const register = (i: number): LoadRequest => ({
      method: 'POST',
      path: '/sbc-visitor/v1/event/register',
      headers: { authorization: CLIENT_AUTH, 'content-type': 'application/json', 'x-forwarded-for': `10.89.0.${i + 1}` },
      body: JSON.stringify({ event_id: rows[0]?.id, name: `Peserta ${i}`, email: `berhenti${i}@contoh.id`, phone: '081200000000' }),
    });
    let answered = 0;
    const inFlight = Array.from({ length: 10 }, (_, i) => send(api.url, register(i), false).then((o) => (answered++, o)));
    // Give the mails time to reach the server: every registration is then waiting on its answer.
    const deadline = Date.now() + 5000;
    while (slowMail.received.length < 10 && Date.now() < deadline) await pause(50);
    const signalAt = Date.now();
    api.child.kill('SIGTERM');
    await pause(100);
    const late = await send(api.url, { method: 'GET', path: '/livez' }, false);
    const outcomes = await Promise.all(inFlight);
    const code = await api.exited;
    const saved = await client.query('select id from event_registrations where event_id = $1', [rows[0]?.id]);
    await client.end();
    await slowMail.close();
    expect(slowMail.received).toHaveLength(10);
    expect(answered).toBe(10);
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([]);
    expect(saved.rows).toHaveLength(10);
    // The listener was closed at once; the process waited for the mails before it exited 0.
    expect(late.error).toBe('ECONNREFUSED');
    expect(Date.now() - signalAt).toBeGreaterThan(1000);
    expect(code).toBe(0);
  });

  it('two web workers drain, finish their pages and exit 0 with no failed request', async () => {
    const api = await startApi(await freePort(), env);
    const web = await startWeb(await freePort(), { ...env, API_URL: api.url, WEB_WORKERS: '2', PAGE_CACHE_SECONDS: '1' });
    const pages = ['/', `/blog/${permalink}`, '/robots.txt'];
    const { code, signalAt, outcomes } = await terminateUnderLoad(web, (i) => ({ method: 'GET', path: pages[i % pages.length] ?? '/' }));
    expect(failures(outcomes, signalAt)).toEqual([]);
    expect(code).toBe(0);
    expect(served(outcomes)).toBeGreaterThan(5);
    expect(web.output()).toContain('2 workers');
    expect(await api.stop()).toBe(0);
  });
});
