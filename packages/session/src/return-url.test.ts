import { describe, expect, it } from 'vitest';
import { safeReturnUrl } from './guards';

const ORIGINS = ['http://localhost:3000', 'https://sbc.example/', 'not a url'];
const FALLBACK = '/';

describe('safeReturnUrl accepts our own places', () => {
  it.each([
    '/event/seminar-kesehatan',
    '/blog/artikel?huruf=A#komentar',
    '/cari?q=%2F%2Fevil.com',
    '/cari?q=a b',
    'http://localhost:3000/akun',
    'https://sbc.example',
    'https://sbc.example/blog?next=https%3A%2F%2Fevil.com',
    'https://SBC.example:443/x',
  ])('%s', (candidate) => {
    expect(safeReturnUrl(candidate, ORIGINS, FALLBACK)).toBe(candidate);
  });
});

describe('safeReturnUrl refuses hostile input', () => {
  it.each<[string, string | null | undefined]>([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['javascript: mixed case', 'JaVaScRiPt:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative to our host', '//sbc.example/x'],
    ['backslash', '/\\evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['foreign https', 'https://evil.com'],
    ['foreign http', 'http://evil.com/login'],
    ['lookalike host', 'https://sbc.example.evil.com/'],
    ['userinfo trick', 'https://sbc.example@evil.com/'],
    ['backslash userinfo trick', 'https://evil.com\\@sbc.example/'],
    ['other port', 'http://localhost:3001/'],
    ['scheme downgrade', 'http://sbc.example/'],
    ['scheme without slashes', 'http:evil.com'],
    ['encoded slashes', '/%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded protocol-relative', '%2F%2Fevil.com'],
    ['tab inside', '/\t/evil.com'],
    ['newline inside', '/\n/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['leading space', ' //evil.com'],
    ['relative without slash', 'evil.com'],
    ['triple slash', '///evil.com'],
    ['ftp to our host', 'ftp://sbc.example/'],
  ])('%s', (_case, candidate) => {
    expect(safeReturnUrl(candidate, ORIGINS, FALLBACK)).toBe(FALLBACK);
  });

  it('allows no absolute URL when no origin is configured', () => {
    expect(safeReturnUrl('https://sbc.example/', [], '/home')).toBe('/home');
  });
});
