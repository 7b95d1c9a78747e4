import { describe, expect, it } from 'vitest';

describe('client during server-side rendering (no document)', () => {
  it('imports and answers "logged out" without touching the DOM', async () => {
    expect(typeof document).toBe('undefined');
    const { createBrowserSession, getVisitorId, setVisitorId } = await import('./client');
    const session = createBrowserSession('member');
    expect([session.getToken(), session.isLoggedIn(), session.getProfile()]).toEqual([
      null,
      false,
      null,
    ]);
    expect(() => {
      setVisitorId('v1');
      session.setProfile({ a: 1 });
      session.logout();
    }).not.toThrow();
    expect(getVisitorId()).toBeNull();
  });
});
