import { CHUNK_RELOAD_GUARD_MS } from '@sbc/format/constants';
import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadAfterChunkError,
  shouldReloadForChunkError,
} from './chunk-reload';

describe('isChunkLoadError', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('error loading dynamically imported module: http://x/assets/b.js'), true],
    [new Error('Unable to preload CSS for /assets/home.css'), true],
    ['Failed to fetch dynamically imported module', true],
    [{ message: 'Importing a module script failed.' }, true],
    [new Error('Cannot read properties of undefined'), false],
    [new Error('Failed to fetch'), false],
    [null, false],
    [undefined, false],
    [42, false],
  ])('%s -> %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('shouldReloadForChunkError', () => {
  const now = 1_800_000_000_000;
  it.each([
    ['never reloaded', null, true],
    ['unreadable timestamp', 'abc', true],
    ['reloaded just now', String(now), false],
    ['reloaded 59.999 s ago', String(now - CHUNK_RELOAD_GUARD_MS + 1), false],
    ['reloaded exactly 60 s ago', String(now - CHUNK_RELOAD_GUARD_MS), true],
    ['reloaded 5 minutes ago', String(now - 300_000), true],
    ['timestamp slightly ahead (clock skew)', String(now + 1_000), false],
    ['timestamp far ahead (clock moved back)', String(now + 2 * CHUNK_RELOAD_GUARD_MS), true],
  ])('%s -> %s', (_, last, expected) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
  });
});

describe('reloadAfterChunkError', () => {
  function fakeEnvironment(stored: string | null, now = 1_000_000) {
    const values = new Map<string, string>();
    if (stored !== null) values.set(CHUNK_RELOAD_KEY, stored);
    return {
      values,
      storage: {
        getItem: (key: string) => values.get(key) ?? null,
        setItem: (key: string, value: string) => void values.set(key, value),
      },
      reload: vi.fn(),
      now: () => now,
    };
  }
  const chunkError = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

  it('reloads once and records the time', () => {
    const env = fakeEnvironment(null);
    expect(reloadAfterChunkError(chunkError, env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(env.values.get(CHUNK_RELOAD_KEY)).toBe('1000000');
    // The same failure right after the reload does not loop.
    expect(reloadAfterChunkError(chunkError, env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('leaves other errors to the error page', () => {
    const env = fakeEnvironment(null);
    expect(reloadAfterChunkError(new Error('boom'), env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('does not reload when storage is blocked', () => {
    const env = fakeEnvironment(null);
    env.storage.getItem = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    expect(reloadAfterChunkError(chunkError, env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
