import { describe, expect, it } from 'vitest';
import {
  clearMemberCookies,
  memberCheckDue,
  memberSessionCookies,
  memberTokenOf,
  noStoreHeaders,
} from './member-cookies.server';

const WEB = 'https://sbc.example';

describe('memberSessionCookies', () => {
  it('writes the raw token and the encoded profile for 7 days on the whole site', () => {
    const profile = { member_first_name: 'Siti Ā', member_last_name: 'R; x' };
    const [token, stored] = memberSessionCookies('abc.DEF-123_x', profile, true);
    expect(token).toBe('Member-Token=abc.DEF-123_x; Max-Age=604800; Path=/; SameSite=Lax; Secure');
    const value = stored?.split(';')[0]?.slice('member_profile='.length) ?? '';
    expect(JSON.parse(decodeURIComponent(value))).toEqual(profile);
    expect(stored).toContain('Max-Age=604800; Path=/; SameSite=Lax; Secure');
  });

  it('leaves out Secure on plain http', () => {
    expect(memberSessionCookies('t0k3n', {}, false)[0]).not.toContain('Secure');
  });

  it('marks the session checked for ten minutes, out of reach of scripts', () => {
    const checked = memberSessionCookies('t0k3n', {}, true)[2];
    expect(checked).toBe('member_checked=1; Max-Age=600; Path=/; SameSite=Lax; Secure; HttpOnly');
  });
});

describe('memberCheckDue', () => {
  it('is due for a member token without the checked mark only', () => {
    expect(memberCheckDue('a=1; Member-Token=tok123')).toBe(true);
    expect(memberCheckDue('Member-Token=tok123; member_checked=1')).toBe(false);
    expect(memberCheckDue('Member-Token=undefined')).toBe(false);
    expect(memberCheckDue('visitor-id=v1')).toBe(false);
    expect(memberCheckDue(undefined)).toBe(false);
  });
});

describe('clearMemberCookies', () => {
  it('expires the session cookies and the checked mark', () => {
    const cleared = clearMemberCookies(false);
    expect(cleared.map((c) => c.split('=')[0])).toEqual([
      'Member-Token',
      'member_profile',
      'member_checked',
    ]);
    for (const c of cleared) expect(c).toContain('Max-Age=0');
  });
});

describe('memberTokenOf', () => {
  it('reads a present token and ignores "undefined"', () => {
    const request = (cookie: string) => new Request(WEB, { headers: { Cookie: cookie } });
    expect(memberTokenOf(request('a=1; Member-Token=tok123'))).toBe('tok123');
    expect(memberTokenOf(request('Member-Token=undefined'))).toBeNull();
    expect(memberTokenOf(new Request(WEB))).toBeNull();
  });
});

describe('noStoreHeaders', () => {
  it('keeps every cookie as its own Set-Cookie header', () => {
    const headers = noStoreHeaders(['a=1', 'b=2']);
    expect(headers.get('Cache-Control')).toBe('no-store');
    expect(headers.getSetCookie()).toEqual(['a=1', 'b=2']);
  });
});
