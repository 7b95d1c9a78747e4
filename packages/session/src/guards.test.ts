import { describe, expect, it } from 'vitest';
import { type GuardResult, adminAuth, auth, isRedirect, memberAuth } from './guards';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.e30.sig';
const ABSENT = [undefined, null, '', 'undefined', 'null'] as const;

describe('adminAuth', () => {
  it.each<[string, string, string | null | undefined, GuardResult<string | null>]>([
    ['token on login page', '/admin/login', TOKEN, { redirect: '/admin/' }],
    ['token on login page, trailing slash', '/admin/login/', TOKEN, { redirect: '/admin/' }],
    ['token on landing', '/admin/', TOKEN, { ok: true, token: TOKEN }],
    ['token on presence', '/admin/presence/seminar', TOKEN, { ok: true, token: TOKEN }],
    ['no token on presence', '/admin/presence', undefined, { redirect: '/admin/login' }],
    ['no token on landing', '/admin', '', { redirect: '/admin/login' }],
    ['text undefined on landing', '/admin/', 'undefined', { redirect: '/admin/login' }],
    ['no token on login page', '/admin/login', null, { ok: true, token: null }],
    [
      'lookalike path is not the login page',
      '/admin/login-help',
      undefined,
      { redirect: '/admin/login' },
    ],
  ])('%s', (_case, pathname, adminToken, expected) => {
    expect(adminAuth({ pathname, adminToken })).toEqual(expected);
  });
});

describe('memberAuth', () => {
  const currentUrl = 'http://localhost:3000/event/seminar?ref=home';
  const expectedRedirect = `http://localhost:3003/login?return=${encodeURIComponent(currentUrl)}`;

  it.each(ABSENT)('token %j sends to the member host', (memberToken) => {
    expect(memberAuth({ memberToken, currentUrl, memberUrl: 'http://localhost:3003' })).toEqual({
      redirect: expectedRedirect,
    });
  });

  it.each([
    ['http://localhost:3003', expectedRedirect],
    ['http://localhost:3003/', expectedRedirect],
  ])('member URL %s', (memberUrl, expected) => {
    expect(memberAuth({ memberToken: undefined, currentUrl, memberUrl })).toEqual({
      redirect: expected,
    });
  });

  it('passes with a token', () => {
    expect(memberAuth({ memberToken: TOKEN, currentUrl, memberUrl: 'http://x' })).toEqual({
      ok: true,
      token: TOKEN,
    });
  });
});

describe('auth', () => {
  it.each<[string, string]>([
    [
      'http://localhost:3000/event/seminar?ref=home#daftar',
      '/login?return=%2Fevent%2Fseminar%3Fref%3Dhome',
    ],
    ['/kelas/gizi?page=2', '/login?return=%2Fkelas%2Fgizi%3Fpage%3D2'],
    ['/', '/login?return=%2F'],
    ['http://localhost:3000//evil.com/x', '/login?return=%2Fevil.com%2Fx'],
    ['//evil.com/path', '/login?return=%2Fpath'],
  ])('%s', (currentUrl, redirect) => {
    expect(auth({ memberToken: undefined, currentUrl })).toEqual({ redirect });
  });

  it.each(ABSENT)('token %j redirects', (memberToken) => {
    expect(isRedirect(auth({ memberToken, currentUrl: '/akun' }))).toBe(true);
  });

  it('passes with a token', () => {
    expect(auth({ memberToken: TOKEN, currentUrl: '/akun' })).toEqual({ ok: true, token: TOKEN });
  });
});
