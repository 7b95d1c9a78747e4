import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { committedMigrations, migrationsFolder } from '../../db/migrations';
import { authSessions } from '../../db/schema';
import { call } from '../../test/client';
import { createTestApp, databases, type TestApp } from '../../test/harness';

const M = '/sbc-member-core/v1';

/**
 * One sign-in on a device is one session family: the sessions other hosts open with connect codes
 * (the public site, the webviews) end with it, whichever host logs out; other devices stay signed in.
 */
describe.each(databases)('session families on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let ipCount = 0;
  const ip = () => `10.9.${Math.floor(ipCount / 200)}.${(ipCount++ % 200) + 1}`;

  const login = async (email = 'anggota@sbc.test') => {
    const res = await call(t.app, 'POST', `${M}/auth/login`, { ip: ip(), body: { email, password: 'AnggotaDemo#2026' } });
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const codeFrom = async (token: string) => {
    const res = await call(t.app, 'POST', `${M}/connect/create-code`, { ip: ip(), token });
    expect(res.status).toBe(200);
    return res.body.data.code as string;
  };
  const exchange = (code: string) => call(t.app, 'GET', `${M}/connect/to-member?token=${code}`, { ip: ip() });
  const connect = async (token: string) => {
    const res = await exchange(await codeFrom(token));
    expect(res.status).toBe(200);
    return res.body.data.token as string;
  };
  const status = async (token: string) => (await call(t.app, 'GET', `${M}/connect/check`, { token })).status;

  it.each([0, 1, 2])('a logout with session %i of login → connect → connect ends all three; another device stays in', async (which) => {
    const a = await login(); // the member area, say
    const b = await connect(a); // the public site, from the member area's code
    const c = await connect(b); // a webview, from the public site's code
    const otherDevice = await login();
    const family = [a, b, c];
    for (const token of [...family, otherDevice]) expect(await status(token)).toBe(200);

    const out = await call(t.app, 'POST', `${M}/auth/logout`, { token: family[which] });
    expect(out.status).toBe(200);
    expect(out.body.msg).toBe('Berhasil keluar');
    for (const token of family) {
      expect(await status(token)).toBe(401);
      expect((await call(t.app, 'GET', `${M}/profile`, { token })).status).toBe(401);
    }
    expect(await status(otherDevice)).toBe(200);
    expect((await call(t.app, 'GET', `${M}/profile`, { token: otherDevice })).status).toBe(200);
  });

  it("a logout with a session another host has already ended succeeds, and ends nothing of another sign-in", async () => {
    const a = await login(); // the member area
    const b = await connect(a); // the public site, whose logout ends the family first
    const otherDevice = await login();
    expect((await call(t.app, 'POST', `${M}/auth/logout`, { token: b })).status).toBe(200);
    // The member area's own logout comes after, with its token of the ended sign-in: no error.
    for (const token of [a, b]) {
      const again = await call(t.app, 'POST', `${M}/auth/logout`, { token });
      expect(again.status).toBe(200);
      expect(again.body.msg).toBe('Berhasil keluar');
      // Only the logout takes an ended session: every other call still refuses it.
      expect((await call(t.app, 'GET', `${M}/profile`, { token })).status).toBe(401);
    }
    expect(await status(otherDevice)).toBe(200);
    // A token not signed by the API is still refused, as is none at all.
    const forged = `${a.slice(0, a.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    expect((await call(t.app, 'POST', `${M}/auth/logout`, { token: forged })).status).toBe(401);
    expect((await call(t.app, 'POST', `${M}/auth/logout`, {})).status).toBe(401);
  });

  it('refuses a code whose sign-in was logged out before it was used, opening no session', async () => {
    const a = await login('anggota2@sbc.test');
    const code = await codeFrom(a);
    const sessionsBefore = await t.ctx.database.db.$count(authSessions);
    expect((await call(t.app, 'POST', `${M}/auth/logout`, { token: a })).status).toBe(200);
    const late = await exchange(code);
    expect(late.status).toBe(410);
    expect(late.body.msg).toBe('Kode masuk tidak berlaku, sudah dipakai, atau kedaluwarsa; silakan masuk kembali');
    expect(await t.ctx.database.db.$count(authSessions)).toBe(sessionsBefore);
  });

  it('a logout and an exchange of its code at the same moment never leave the exchanged session signed in', async () => {
    for (let round = 0; round < 25; round++) {
      const a = await login('anggota2@sbc.test');
      const code = await codeFrom(a);
      const [out, late] = await Promise.all([call(t.app, 'POST', `${M}/auth/logout`, { token: a }), exchange(code)]);
      expect(out.status).toBe(200);
      expect(await status(a)).toBe(401);
      // Either may come first; whichever does, the exchanged session ends with the sign-in.
      if (late.status === 200) {
        expect(await status(late.body.data.token as string)).toBe(401);
      } else {
        expect(late.status).toBe(410);
      }
    }
  });

  it('a new password keeps only the session that changed it, as before families', async () => {
    const reg = await call(t.app, 'POST', `${M}/auth/register`, {
      ip: ip(),
      body: { first_name: 'Dewi', last_name: 'Lestari', email: 'keluarga@contoh.id', mobilephone: '081234500001', password: 'RahasiaKuat1' },
    });
    const a = reg.body.data.token as string;
    const webview = await connect(a);
    const other = (await call(t.app, 'POST', `${M}/auth/login`, { ip: ip(), body: { email: 'keluarga@contoh.id', password: 'RahasiaKuat1' } })).body.data
      .token as string;
    const changed = await call(t.app, 'POST', `${M}/profile/change-password`, {
      token: a,
      body: { current_password: 'RahasiaKuat1', new_password: 'SandiBaru2026' },
    });
    expect(changed.status).toBe(200);
    expect(await status(a)).toBe(200);
    expect(await status(webview)).toBe(401);
    expect(await status(other)).toBe(401);
  });

  it('the migration gives every session of an existing database a family of its own', async () => {
    const { db } = t.ctx.database;
    const first = await login();
    const second = await login();
    // The tables as they were before migration 0013: no families.
    const families = committedMigrations().find((m) => m.tag === '0013_session_families');
    const migration = readMigrationFiles({ migrationsFolder: migrationsFolder() }).find((m) => m.folderMillis === families?.when);
    if (!migration) throw new Error('migration 0013_session_families not in the journal');
    await db.execute(sql`alter table auth_sessions drop column family_id`);
    await db.execute(sql`alter table connect_codes drop column family_id`);

    // Its statements as the migrator runs them: the migrator itself would not go back to 0013 once a
    // later migration is recorded.
    for (const statement of migration.sql) await db.execute(sql.raw(statement));

    const rows = await db.select({ id: authSessions.id, familyId: authSessions.familyId }).from(authSessions);
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row.familyId).toBe(row.id);
    expect(await status(first)).toBe(200);
    expect(await status(second)).toBe(200);
    expect((await call(t.app, 'POST', `${M}/auth/logout`, { token: first })).status).toBe(200);
    expect(await status(first)).toBe(401);
    expect(await status(second)).toBe(200);
  });
});
