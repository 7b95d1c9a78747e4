import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('returns to the same path and query through the public site', () => {
    expect(loginHref('http://web.test', 'http://webview.test/order?order=ORD-1')).toBe(
      'http://web.test/login?return=%2Forder%3Forder%3DORD-1',
    );
  });

  it('never carries another host in the return address', () => {
    expect(loginHref('http://web.test', 'http://evil.test//x')).toBe(
      'http://web.test/login?return=%2Fx',
    );
  });
});
