// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3001/admin/"}
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { adminSession } from '../lib/session';
import { hasReturnPath, isReturnPath, takeReturnPath } from '../lib/return-path';
import { guardLoader } from './guard';

function runGuard(path: string): unknown {
  const args = { request: new Request(`http://localhost:3001${path}`), params: {}, context: {} };
  try {
    return guardLoader(args as unknown as LoaderFunctionArgs);
  } catch (thrown) {
    return thrown;
  }
}

function locationOf(result: unknown): string | null {
  return result instanceof Response ? result.headers.get('Location') : null;
}

afterEach(() => adminSession.logout());

describe('guardLoader', () => {
  it.each(['/admin', '/admin/', '/admin/presence?x=1', '/admin/logout', '/admin/tidak-ada'])(
    'sends %s to the login page without a token',
    (path) => {
      // Absolute, so the router does not put its /admin basename in front a second time.
      expect(locationOf(runGuard(path))).toBe('http://localhost:3001/admin/login');
    },
  );

  it('lets the login page through without a token', () => {
    expect(runGuard('/admin/login')).toEqual({ isLoggedIn: false, profile: null });
  });

  it('sends a logged-in admin from the login page to /admin/', () => {
    document.cookie = 'Admin-Token=token-1; path=/';
    expect(locationOf(runGuard('/admin/login'))).toBe('http://localhost:3001/admin/');
  });

  it('passes a logged-in admin with the stored profile', () => {
    document.cookie = 'Admin-Token=token-1; path=/';
    const stored = {
      profile: { id: 1, name: 'Admin Pusat', email: 'a@sbc.test', role: 'super', chapter_id: null },
      roles: ['super'],
    };
    adminSession.setProfile(stored);
    expect(runGuard('/admin/')).toEqual({ isLoggedIn: true, profile: stored });
  });

  it('treats the text "undefined" as no token (SPEC section 4)', () => {
    document.cookie = 'Admin-Token=undefined; path=/';
    expect(locationOf(runGuard('/admin/'))).toBe('http://localhost:3001/admin/login');
  });
});

describe('the page to come back to after signing in', () => {
  afterEach(() => sessionStorage.clear());

  it('remembers the page a signed-out admin opened, once, and not the login or logout page', () => {
    runGuard('/admin/presence/pekan-sehat?tab=hadir');
    expect(hasReturnPath()).toBe(true);
    expect(takeReturnPath()).toBe('/admin/presence/pekan-sehat?tab=hadir');
    expect(takeReturnPath()).toBeNull();
    for (const path of ['/admin/', '/admin/logout', '/admin/login']) {
      runGuard(path);
      expect(hasReturnPath(), path).toBe(false);
    }
  });

  it.each([
    '/admin//contoh.com/masuk',
    '/admin/\\contoh.com',
    '/luar',
    'https://contoh.com/admin/x',
    '/admin/login?x=1',
  ])('never takes %s as a page to come back to', (path) => {
    expect(isReturnPath(path)).toBe(false);
  });
});
