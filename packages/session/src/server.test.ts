import { describe, expect, it } from 'vitest';
import { encodeProfile } from './cookies';
import {
  type ServerSession,
  clearCookie,
  parseCookieHeader,
  readSessionFromCookieHeader,
  serializeCookie,
} from './server';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
const PROFILE = { first_name: 'Siti', last_name: 'Nurhaliza', note: '100% ; "hadir"' };

describe('parseCookieHeader', () => {
  it.each<[string | null, Record<string, string>]>([
    [null, {}],
    ['', {}],
    ['a=1', { a: '1' }],
    ['a=1; b=2;c=3', { a: '1', b: '2', c: '3' }],
    ['  a = x y  ;', { a: 'x y' }],
    ['a=1; a=2', { a: '1' }],
    ['q="quoted"', { q: 'quoted' }],
    ['enc=Jakarta%20%C3%A9', { enc: 'Jakarta é' }],
    ['bad=%E0%A4%A; ok=1', { bad: '%E0%A4%A', ok: '1' }],
    ['eq=a=b==', { eq: 'a=b==' }],
    ['novalue; =nokey; k=', { k: '' }],
  ])('%j', (header, expected) => {
    expect({ ...parseCookieHeader(header) }).toEqual({ ...expected });
  });

  it('keeps __proto__ and constructor as plain keys without polluting Object.prototype', () => {
    const cookies = parseCookieHeader('__proto__=x; constructor=y; toString=z');
    expect(Object.keys(cookies)).toEqual(['__proto__', 'constructor', 'toString']);
    expect([cookies['__proto__'], cookies['constructor'], cookies['toString']]).toEqual([
      'x',
      'y',
      'z',
    ]);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(parseCookieHeader('other=1')['constructor']).toBeUndefined();
  });
});

describe('readSessionFromCookieHeader', () => {
  const empty: ServerSession = {
    adminToken: null,
    memberToken: null,
    memberProfile: null,
    adminProfile: null,
    visitorId: null,
  };

  it.each<[string, string | null, Partial<ServerSession>]>([
    ['no header', null, {}],
    ['absent texts', 'Admin-Token=undefined; Member-Token=; visitor-id=null', {}],
    ['admin token', `Admin-Token=${TOKEN}`, { adminToken: TOKEN }],
    [
      'member token and profile',
      `Member-Token=${TOKEN}; member_profile=${encodeProfile(PROFILE)}`,
      {
        memberToken: TOKEN,
        memberProfile: PROFILE,
      },
    ],
    [
      'admin profile',
      `admin_profile=${encodeProfile({ name: 'Admin' })}`,
      { adminProfile: { name: 'Admin' } },
    ],
    ['malformed profile', 'member_profile=%7Bbroken; admin_profile=undefined', {}],
    ['visitor id', 'visitor-id=v1.abc-def', { visitorId: 'v1.abc-def' }],
    ['other cookies ignored', 'theme=dark; _ga=GA1.2', {}],
  ])('%s', (_case, header, expected) => {
    expect(readSessionFromCookieHeader(header)).toEqual({ ...empty, ...expected });
  });
});

describe('serializeCookie / clearCookie', () => {
  it.each<[string, string, Parameters<typeof serializeCookie>[2], string]>([
    [
      'Admin-Token',
      TOKEN,
      { secure: false },
      `Admin-Token=${TOKEN}; Max-Age=604800; Path=/; SameSite=Lax`,
    ],
    [
      'Member-Token',
      TOKEN,
      { secure: true },
      `Member-Token=${TOKEN}; Max-Age=604800; Path=/; SameSite=Lax; Secure`,
    ],
    [
      'member_profile',
      encodeProfile(PROFILE),
      { secure: true, httpOnly: true, maxAge: 60 },
      `member_profile=${encodeProfile(PROFILE)}; Max-Age=60; Path=/; SameSite=Lax; Secure; HttpOnly`,
    ],
    [
      'visitor-id',
      'a b;c',
      { secure: false },
      'visitor-id=a%20b%3Bc; Max-Age=604800; Path=/; SameSite=Lax',
    ],
    ['x', 'y', { secure: false, maxAge: -5 }, 'x=y; Max-Age=0; Path=/; SameSite=Lax'],
  ])('%s', (name, value, options, expected) => {
    expect(serializeCookie(name, value, options)).toBe(expected);
  });

  it.each([true, false])('clearCookie secure=%s', (secure) => {
    expect(clearCookie('Admin-Token', { secure })).toBe(
      `Admin-Token=; Max-Age=0; Path=/; SameSite=Lax${secure ? '; Secure' : ''}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
    );
  });

  it.each(['', 'a b', 'a;b', 'a=b', 'é'])('rejects the cookie name %j', (name) => {
    expect(() => serializeCookie(name, 'v', { secure: false })).toThrow(TypeError);
    expect(() => clearCookie(name, { secure: false })).toThrow(TypeError);
  });

  it('round-trips through parseCookieHeader and readSessionFromCookieHeader', () => {
    const header = [
      serializeCookie('Member-Token', TOKEN, { secure: false }),
      serializeCookie('member_profile', encodeProfile(PROFILE), { secure: false }),
    ]
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ');
    expect(readSessionFromCookieHeader(header)).toMatchObject({
      memberToken: TOKEN,
      memberProfile: PROFILE,
    });
    expect(parseCookieHeader(header)['member_profile']).toBe(JSON.stringify(PROFILE));
  });
});
