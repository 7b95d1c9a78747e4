// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3001/admin/"}
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { adminSession } from '../../lib/session';
import { logoutLoader } from './logout-loader';

afterEach(() => adminSession.logout());

describe('logoutLoader', () => {
  it('signs the browser out at once, before the server has answered, then goes to the login page', async () => {
    document.cookie = 'Admin-Token=token-1; path=/';
    expect(adminSession.getToken()).toBe('token-1');
    const leaving = logoutLoader();
    // Leaving the page now (the request is cancelled) must not leave the session signed in.
    expect(adminSession.getToken()).toBeNull();
    const answer = await leaving;
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe(paths.login.href());
  });
});
