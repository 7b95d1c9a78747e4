import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const login = (t: TestApp, email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/sbc-admin/v1/login/stored',
    remoteAddress: ip,
    payload: { email, password },
  });

describe.each(databases)('admin login and sessions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('logs in the demo super admin, reads the profile, and revokes the token on logout', async () => {
    const res = await login(t, 'ADMIN@sbc.test', 'AdminDemo#2026');
    expect(res.statusCode).toBe(200);
    const { token, profile, roles } = res.json().data;
    expect(profile).toMatchObject({ email: 'admin@sbc.test', role: 'super' });
    expect(roles).toContain('super');
    const auth = { authorization: `Bearer ${token}` };
    const me = await t.app.inject({ method: 'GET', url: '/sbc-admin/v1/account/profile', headers: auth });
    expect(me.json().data.profile.name).toBe('Admin Pusat SBC');
    const out = await t.app.inject({ method: 'POST', url: '/sbc-admin/v1/logout', headers: auth });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/sbc-admin/v1/account/profile', headers: auth });
    expect(after.statusCode).toBe(401);
    expect(after.json().status).toBe(401);
    // Logging out again (a second tab, a retried request) is no mistake.
    const again = await t.app.inject({ method: 'POST', url: '/sbc-admin/v1/logout', headers: auth });
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toBe('Berhasil keluar');
  });

  it('gives one message for a wrong password and an unknown email', async () => {
    const wrong = await login(t, 'admin@sbc.test', 'salah', '10.0.0.2');
    const unknown = await login(t, 'siapa@sbc.test', 'salah', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json().msg).toBe(wrong.json().msg);
  });

  it('refuses a member token, a forged token and no token on admin calls', async () => {
    const { token: memberToken } = await t.ctx.tokens.issue(t.ctx.database.db, { kind: 'member', id: 1 });
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/sbc-admin/v1/account/profile',
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(asMember.statusCode).toBe(403);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/sbc-admin/v1/account/profile',
      headers: { authorization: `Bearer ${memberToken.slice(0, -4)}abcd` },
    });
    expect(forged.statusCode).toBe(401);
    const none = await t.app.inject({ method: 'GET', url: '/sbc-admin/v1/account/profile' });
    expect(none.statusCode).toBe(401);
  });

  it('locks an admin account after 5 failed logins, whatever the address, with a 429 envelope', async () => {
    for (let i = 0; i < 5; i++) expect((await login(t, 'presensi@sbc.test', 'salah', `10.9.9.${i}`)).statusCode).toBe(401);
    const limited = await login(t, 'presensi@sbc.test', 'PresensiDemo#2026', '10.9.9.50');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, msg: 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit.', data: null });
    const other = await login(t, 'admin@sbc.test', 'AdminDemo#2026', '10.9.9.50');
    expect(other.statusCode).toBe(200);
  });

  it('starts the count of failures again after an admin signs in', async () => {
    const attempts = async (password: string, n: number, from: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < n; i++) statuses.push((await login(t, 'admin.chapter@sbc.test', password, `10.9.7.${from + i}`)).statusCode);
      return statuses;
    };
    expect(await attempts('salah', 4, 0)).toEqual([401, 401, 401, 401]);
    expect(await attempts('ChapterDemo#2026', 1, 10)).toEqual([200]);
    expect(await attempts('salah', 4, 20)).toEqual([401, 401, 401, 401]);
    expect(await attempts('ChapterDemo#2026', 1, 30)).toEqual([200]);
  });

  it('lets many people sign in from one address: the per-address limit is 100 attempts in 15 minutes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 101; i++) statuses.push((await login(t, `tamu${i}@contoh.id`, 'salah', '10.9.8.1')).statusCode);
    expect(statuses.slice(0, 100).every((s) => s === 401)).toBe(true);
    expect(statuses[100]).toBe(429);
    expect((await login(t, 'admin@sbc.test', 'AdminDemo#2026', '10.9.8.2')).statusCode).toBe(200);
  });
});
