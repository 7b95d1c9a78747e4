import { describe, expect, it } from 'vitest';
import { loginHref } from './login-href';

describe('loginHref', () => {
  it('logs in on the member host and comes back to this page', () => {
    expect(loginHref('http://member.test', 'http://webview.test/order?order=ORD-1')).toBe(
      'http://member.test/login?return=http%3A%2F%2Fwebview.test%2Forder%3Forder%3DORD-1',
    );
  });
});
