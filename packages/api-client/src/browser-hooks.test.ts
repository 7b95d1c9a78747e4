import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserHooks } from './browser-hooks';

afterEach(() => void vi.unstubAllGlobals());

describe('browserHooks', () => {
  it('reloads, goes home and delegates cookie removal', () => {
    const location = { reload: vi.fn(), assign: vi.fn() };
    vi.stubGlobal('window', { location });
    const clearAdminToken = vi.fn();
    const hooks = browserHooks({ clearAdminToken, homePath: '/member' });
    hooks.reload?.();
    hooks.goHome?.();
    hooks.clearAdminToken?.();
    hooks.clearMemberCredentials?.();
    expect(location.reload).toHaveBeenCalledOnce();
    expect(location.assign).toHaveBeenCalledWith('/member');
    expect(clearAdminToken).toHaveBeenCalledOnce();
  });

  it('is safe to create where there is no window (SSR)', () => {
    expect(() => browserHooks()).not.toThrow();
    expect(browserHooks().goHome).toBeTypeOf('function');
  });
});
