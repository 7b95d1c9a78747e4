// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3001/admin/"}
import { afterEach, describe, expect, it } from 'vitest';
import { adminSession } from './session';
import { requireSession } from './require-session';

function run(): unknown {
  try {
    requireSession(new Request('http://localhost:3001/admin/presence?q=budi'));
    return 'passed';
  } catch (thrown) {
    return thrown;
  }
}

afterEach(() => adminSession.logout());

describe('requireSession', () => {
  it('sends a page without a token to the login page instead of calling the API', () => {
    const result = run();
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get('Location')).toBe('http://localhost:3001/admin/login');
  });

  it('lets a page with a token load', () => {
    document.cookie = 'Admin-Token=token-1; path=/';
    expect(run()).toBe('passed');
  });
});
