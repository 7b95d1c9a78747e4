import { describe, expect, it } from 'vitest';
import { buildConnectUrl, resolveAfterLogin, returnSearch, withConnectCode } from './return-target';

const origins = {
  webUrl: 'https://sbc.example',
  memberUrl: 'https://member.sbc.example',
  webviewUrl: 'https://m.sbc.example',
};

describe('resolveAfterLogin', () => {
  it.each([
    [null, { kind: 'local', path: '/' }],
    ['', { kind: 'local', path: '/' }],
    [
      'https://sbc.example/blog?s=a',
      { kind: 'connect', returnUrl: 'https://sbc.example/blog?s=a' },
    ],
    [
      'https://m.sbc.example/mobile',
      { kind: 'webview', returnUrl: 'https://m.sbc.example/mobile' },
    ],
    ['https://member.sbc.example/?tab=1', { kind: 'local', path: '/?tab=1' }],
    ['/reset-password', { kind: 'local', path: '/reset-password' }],
    ['https://evil.example/', { kind: 'connect', returnUrl: 'https://sbc.example/' }],
    ['//evil.example/x', { kind: 'connect', returnUrl: 'https://sbc.example/' }],
    ['javascript:alert(1)', { kind: 'connect', returnUrl: 'https://sbc.example/' }],
  ])('return %j gives %j', (input, expected) => {
    expect(resolveAfterLogin(input, origins)).toEqual(expected);
  });
});

describe('buildConnectUrl', () => {
  it('puts the code and the encoded return on the public site', () => {
    const url = new URL(
      buildConnectUrl('https://sbc.example', 'abc+/=', 'https://sbc.example/a?b=c&d'),
    );
    expect(url.origin + url.pathname).toBe('https://sbc.example/connect-to-member');
    expect(url.searchParams.get('token')).toBe('abc+/=');
    expect(url.searchParams.get('return')).toBe('https://sbc.example/a?b=c&d');
  });
});

describe('returnSearch', () => {
  it('is empty without a return and encodes one otherwise', () => {
    expect(returnSearch(null)).toBe('');
    expect(returnSearch('https://sbc.example/a?b=1')).toBe(
      '?return=https%3A%2F%2Fsbc.example%2Fa%3Fb%3D1',
    );
  });
});

describe('withConnectCode', () => {
  it('adds the one-time code to the webview page, keeping its query', () => {
    expect(withConnectCode('https://m.sbc.example/order?order=ABC', 'kode123')).toBe('https://m.sbc.example/order?order=ABC&code=kode123');
  });
});
