// @vitest-environment happy-dom
// @vitest-environment-options {"url": "http://localhost:3003/"}
import { afterEach, describe, expect, it } from 'vitest';
import { memberSession } from '../../lib/session';
import { logoutLoader } from './logout-loader';

afterEach(() => memberSession.logout());

describe('logoutLoader', () => {
  it('signs the browser out at once, before the server has answered', async () => {
    document.cookie = 'Member-Token=token-1; path=/';
    expect(memberSession.getToken()).toBe('token-1');
    const leaving = logoutLoader();
    // Leaving the page now (the request is cancelled) must not leave the member signed in.
    expect(memberSession.getToken()).toBeNull();
    await expect(leaving).resolves.toBeNull();
  });
});
