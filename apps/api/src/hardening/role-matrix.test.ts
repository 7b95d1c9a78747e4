import { adminEndpoints, endpointPath, memberEndpoints, orderEndpoints, type AnyEndpoint } from '@sbc/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSessions } from '../db/schema';
import { createTestApp, databases, type TestApp } from '../test/harness';

const protectedOnly = (group: Record<string, AnyEndpoint>, auth: 'admin' | 'member') => Object.values(group).filter((e) => e.auth === auth);

describe.each(databases)('role matrix on %s', (kind) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    const login = async (path: string, email: string, password: string) =>
      (await t.app.inject({ method: 'POST', url: path, payload: { email, password } })).json().data.token as string;
    tokens.admin = await login('/sbc-admin/v1/login/stored', 'admin@sbc.test', 'AdminDemo#2026');
    tokens.revokedAdmin = await login('/sbc-admin/v1/login/stored', 'admin@sbc.test', 'AdminDemo#2026');
    await t.app.inject({ method: 'POST', url: '/sbc-admin/v1/logout', headers: { authorization: `Bearer ${tokens.revokedAdmin}` } });
    tokens.member = await login('/sbc-member-core/v1/auth/login', 'anggota@sbc.test', 'AnggotaDemo#2026');
    tokens.revokedMember = await login('/sbc-member-core/v1/auth/login', 'anggota@sbc.test', 'AnggotaDemo#2026');
    await t.app.inject({ method: 'POST', url: '/sbc-member-core/v1/auth/logout', headers: { authorization: `Bearer ${tokens.revokedMember}` } });
    const expired = await t.ctx.tokens.issue(t.ctx.database.db, { kind: 'admin', id: 1 });
    await t.ctx.database.db.update(authSessions).set({ expiresAt: new Date(Date.now() - 60_000) }).where(eq(authSessions.id, expired.sessionId));
    tokens.expiredAdmin = expired.token;
  });
  afterAll(() => t.close());

  const send = (e: AnyEndpoint, token?: string) =>
    t.app.inject({
      method: e.method,
      url: endpointPath(e).replace(/\{(\w+)\}/g, '1'),
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: e.method === 'POST' ? {} : undefined,
    });

  /** A revoked session opens nothing but its logout, which ends it again without an error. */
  const revokedAnswer = (e: AnyEndpoint) => (e.endedSessionAccepted ? 200 : 401);

  it('refuses every admin call without a token, with a member token, and with expired or revoked admin tokens', async () => {
    expect(Object.values(adminEndpoints).filter((e) => e.endedSessionAccepted).map((e) => e.id)).toEqual(['adminLogout']);
    for (const e of protectedOnly(adminEndpoints, 'admin')) {
      expect([e.id, (await send(e)).statusCode]).toEqual([e.id, 401]);
      expect([e.id, (await send(e, tokens.member)).statusCode]).toEqual([e.id, 403]);
      expect([e.id, (await send(e, tokens.expiredAdmin)).statusCode]).toEqual([e.id, 401]);
      expect([e.id, (await send(e, tokens.revokedAdmin)).statusCode]).toEqual([e.id, revokedAnswer(e)]);
      // The valid token opens every call (logout last: it would end the session).
      if (e.id !== 'adminLogout') expect([e.id, (await send(e, tokens.admin)).statusCode]).not.toEqual([e.id, 401]);
    }
  });

  it('refuses every member call without a token, with a revoked one and with an admin token', async () => {
    expect(Object.values(memberEndpoints).filter((e) => e.endedSessionAccepted).map((e) => e.id)).toEqual(['logoutMember']);
    for (const e of [...protectedOnly(memberEndpoints, 'member'), ...protectedOnly(orderEndpoints, 'member')]) {
      expect([e.id, (await send(e)).statusCode]).toEqual([e.id, 401]);
      expect([e.id, (await send(e, tokens.revokedMember)).statusCode]).toEqual([e.id, revokedAnswer(e)]);
      expect([e.id, (await send(e, tokens.admin)).statusCode]).toEqual([e.id, 403]);
    }
  });
});
