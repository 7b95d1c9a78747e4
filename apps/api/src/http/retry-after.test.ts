import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_AUTH, createTestApp, databases, type TestApp } from '../test/harness';

describe.each(databases)('429 answers say when to try again, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The form policy (5 a minute) becomes 2 a minute.
    t = await createTestApp(kind, { RATE_LIMIT_MULTIPLIER: '0.3' });
  });
  afterAll(() => t.close());

  /** Moves a rate-limit window's start into the past, as if that many seconds had gone by. */
  const age = (keyPrefix: string, seconds: number) =>
    t.ctx.database.db.execute(
      sql`update rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key like ${`${keyPrefix}%`}`,
    );

  it('sends Retry-After with a form rate limit: the seconds left in the window', async () => {
    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/sbc-visitor/v1/create-subscriber',
        remoteAddress: '10.7.7.7',
        headers: { authorization: CLIENT_AUTH },
        payload: {},
      });
    expect((await subscribe()).statusCode).toBe(400);
    expect((await subscribe()).statusCode).toBe(400);
    const limited = await subscribe();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: 429,
      msg: 'Terlalu banyak permintaan, silakan coba lagi nanti',
      data: null,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(59);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    await age('createSubscriber:10.7.7.7', 45);
    const later = await subscribe();
    expect(later.statusCode).toBe(429);
    expect(Number(later.headers['retry-after'])).toBeGreaterThanOrEqual(14);
    expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(15);
  });

  it('sends Retry-After with the login lockout of an account, admin and member alike', async () => {
    const cases = [
      {
        kind: 'admin',
        url: '/sbc-admin/v1/login/stored',
        email: 'presensi@sbc.test',
        password: 'PresensiDemo#2026',
      },
      {
        kind: 'member',
        url: '/sbc-member-core/v1/auth/login',
        email: 'anggota2@sbc.test',
        password: 'AnggotaDemo#2026',
      },
    ];
    for (const c of cases) {
      const login = (password: string, i: number) =>
        t.app.inject({
          method: 'POST',
          url: c.url,
          remoteAddress: `10.6.6.${i}`,
          headers: { authorization: CLIENT_AUTH },
          payload: { email: c.email, password },
        });
      for (let i = 0; i < 5; i++) expect((await login('salah-sekali', i)).statusCode).toBe(401);
      const locked = await login(c.password, 50);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThanOrEqual(899);
      expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(900);
      await age(`login-fail:${c.kind}:`, 600);
      const later = await login(c.password, 51);
      expect(later.statusCode).toBe(429);
      expect(Number(later.headers['retry-after'])).toBeGreaterThanOrEqual(299);
      expect(Number(later.headers['retry-after'])).toBeLessThanOrEqual(300);
    }
  });

  it('sends no Retry-After on other errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sbc-visitor/v1/tidak-ada' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['retry-after']).toBeUndefined();
  });
});
