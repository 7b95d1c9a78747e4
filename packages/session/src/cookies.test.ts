import { describe, expect, it } from 'vitest';
import {
  COOKIE_MAX_AGE_SECONDS,
  COOKIE_NAMES,
  cookieAttributes,
  decodeProfile,
  encodeProfile,
  escapeCookieValue,
  unescapeCookieValue,
} from './cookies';

describe('names and attributes', () => {
  it('uses the exact names of ARCHITECTURE 9', () => {
    expect(COOKIE_NAMES).toEqual({
      adminToken: 'Admin-Token',
      memberToken: 'Member-Token',
      adminProfile: 'admin_profile',
      memberProfile: 'member_profile',
      visitorId: 'visitor-id',
    });
    expect(COOKIE_MAX_AGE_SECONDS).toBe(604800);
  });

  it.each([true, false])('cookieAttributes({ secure: %s })', (secure) => {
    expect(cookieAttributes({ secure })).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure,
      maxAgeSeconds: 604800,
    });
  });
});

describe('escapeCookieValue / unescapeCookieValue', () => {
  it.each<[string, string]>([
    ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln-_'],
    ['abc+/=', 'abc+/='],
    ['%7B%22a%22%3A1%7D', '%7B%22a%22%3A1%7D'],
    ['a b', 'a%20b'],
    ['a;b,c', 'a%3Bb%2Cc'],
    ['"q"\\', '%22q%22%5C'],
    ['100%', '100%25'],
    ['%zz', '%25zz'],
    ['line\nbreak\u0000', 'line%0Abreak%00'],
    ['Jakarta é 🙂', 'Jakarta%20%C3%A9%20%F0%9F%99%82'],
    ['lone\uD800', 'lone%EF%BF%BD'],
    ['', ''],
  ])('%j <-> %j', (value, wire) => {
    expect(escapeCookieValue(value)).toBe(wire);
    expect(escapeCookieValue(value)).toMatch(/^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/);
  });

  it.each<[string, string]>([
    ['a%20b', 'a b'],
    ['Jakarta%20%C3%A9', 'Jakarta é'],
    ['100%25', '100%'],
    ['bad%E0%A4%A', 'bad%E0%A4%A'],
    ['%FF%20ok', '%FF%20ok'],
    ['plain', 'plain'],
  ])('unescape %j -> %j', (wire, value) => {
    expect(unescapeCookieValue(wire)).toBe(value);
  });
});

describe('encodeProfile / decodeProfile', () => {
  const profile = { name: 'Siti Nurhaliza; "admin"', city: 'Bandung 100%', id: 7 };

  it('stores encodeURIComponent(JSON.stringify(profile)) and reads it back', () => {
    const raw = encodeProfile(profile);
    expect(raw).toBe(encodeURIComponent(JSON.stringify(profile)));
    expect(escapeCookieValue(raw)).toBe(raw);
    expect(decodeProfile(raw)).toEqual(profile);
  });

  it.each<[string | null | undefined]>([
    [undefined],
    [null],
    [''],
    ['undefined'],
    ['null'],
    ['%E0%A4%A'],
    ['%7Bnot-json'],
    ['42'],
    ['%22text%22'],
    ['%5B1%2C2%5D'],
  ])('returns null for %j', (raw) => {
    expect(decodeProfile(raw)).toBeNull();
  });
});
