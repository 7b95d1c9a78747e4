import { describe, expect, it } from 'vitest';
import { buildAppRedirect, buildLoginRedirect, toSafeReturnPath } from './redirect-target';

describe('buildAppRedirect', () => {
  it.each([
    ['http://localhost:3001', 'http://localhost:3000/admin', 'http://localhost:3001/admin'],
    ['http://localhost:3001', 'http://localhost:3000/admin/', 'http://localhost:3001/admin/'],
    [
      'http://localhost:3001',
      'http://localhost:3000/admin/presence?x=1',
      'http://localhost:3001/admin/presence?x=1',
    ],
    [
      'http://localhost:3002',
      'http://localhost:3000/mobile/events/a',
      'http://localhost:3002/mobile/events/a',
    ],
    [
      'https://app.sbc.example',
      'http://web/order/finish?order_id=7&a=b',
      'https://app.sbc.example/order/finish?order_id=7&a=b',
    ],
  ])('%s + %s -> %s', (origin, requestUrl, expected) => {
    expect(buildAppRedirect(origin, new URL(requestUrl))).toBe(expected);
  });
});

describe('toSafeReturnPath', () => {
  it.each([
    ['/blog', '/blog'],
    ['/blog/motivasi?page=2#komentar', '/blog/motivasi?page=2#komentar'],
    ['/', '/'],
    [null, '/'],
    [undefined, '/'],
    ['', '/'],
    ['blog', '/'],
    ['https://evil.example/x', '/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['/\t/evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%j -> %s', (value, expected) => {
    expect(toSafeReturnPath(value)).toBe(expected);
  });
});

describe('buildLoginRedirect', () => {
  const origins = { webUrl: 'http://localhost:3000', memberUrl: 'http://localhost:3003' };

  it('returns to the requested page on the public site', () => {
    expect(buildLoginRedirect(origins, '/blog')).toBe(
      'http://localhost:3003/login?return=http%3A%2F%2Flocalhost%3A3000%2Fblog',
    );
  });

  it('falls back to the home page for a missing or foreign return', () => {
    const home = 'http://localhost:3003/login?return=http%3A%2F%2Flocalhost%3A3000%2F';
    expect(buildLoginRedirect(origins, null)).toBe(home);
    expect(buildLoginRedirect(origins, 'https://evil.example/')).toBe(home);
  });

  it('takes a full address on the public site as its path, and no other host', () => {
    expect(buildLoginRedirect(origins, 'http://localhost:3000/event?waktu=selesai#daftar')).toBe(
      `http://localhost:3003/login?return=${encodeURIComponent('http://localhost:3000/event?waktu=selesai#daftar')}`,
    );
    const home = 'http://localhost:3003/login?return=http%3A%2F%2Flocalhost%3A3000%2F';
    expect(buildLoginRedirect(origins, 'http://localhost:3003/event')).toBe(home);
    expect(buildLoginRedirect(origins, 'http://localhost:3000.evil.example/event')).toBe(home);
  });

  it('without a return, goes back to the page the visitor came from on this site', () => {
    expect(buildLoginRedirect(origins, null, 'http://localhost:3000/blog/gizi?s=1')).toBe(
      `http://localhost:3003/login?return=${encodeURIComponent('http://localhost:3000/blog/gizi?s=1')}`,
    );
    const home = 'http://localhost:3003/login?return=http%3A%2F%2Flocalhost%3A3000%2F';
    expect(buildLoginRedirect(origins, null, 'https://search.example/?q=sbc')).toBe(home);
    expect(buildLoginRedirect(origins, '/tag', 'http://localhost:3000/blog')).toBe(
      `http://localhost:3003/login?return=${encodeURIComponent('http://localhost:3000/tag')}`,
    );
  });
});
