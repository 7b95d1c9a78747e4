import { CHUNK_RELOAD_GUARD_MS } from '@sbc/format/constants';

/**
 * SPEC section 4: a chunk-load failure (a deploy replaced the hashed files this page still asks
 * for) forces a full reload, at most once per CHUNK_RELOAD_GUARD_MS so a broken deploy cannot
 * loop. The rules are pure; {@link reloadAfterChunkError} wires them to the browser.
 */

/** sessionStorage key holding the time (ms since epoch) of the last forced reload. */
export const CHUNK_RELOAD_KEY = 'sbc-chunk-reload-at';

// Chromium, Safari and Firefox word the failure of `import()` differently; a failed CSS preload
// from Vite's `__vitePreload` says "Unable to preload CSS".
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
];

/** Whether `error` (an Error, a rejection reason or a message) says a module chunk failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  let message: unknown = error;
  if (error instanceof Error) message = error.message;
  else if (typeof error === 'object' && error !== null && 'message' in error) {
    message = (error as { message: unknown }).message;
  }
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

/**
 * Whether a forced reload may happen now: never reloaded in this tab, or the last one is at
 * least `guardMs` old. An unreadable timestamp counts as none; one in the future (clock moved
 * back) as recent.
 */
export function shouldReloadForChunkError(
  lastReloadAt: string | null,
  now: number,
  guardMs: number = CHUNK_RELOAD_GUARD_MS,
): boolean {
  const last = lastReloadAt === null ? NaN : Number(lastReloadAt);
  if (!Number.isFinite(last)) return true;
  return now - last >= guardMs || now < last - guardMs;
}

/** What {@link reloadAfterChunkError} touches, so tests can hand in fakes. */
export interface ChunkReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
}

/**
 * Reloads the page when `error` is a chunk-load failure and the guard allows it; returns
 * whether it did. Storage errors (private mode, quota) mean no reload: better a visible error
 * page than a loop.
 */
export function reloadAfterChunkError(error: unknown, env: ChunkReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const now = env.now();
    if (!shouldReloadForChunkError(env.storage.getItem(CHUNK_RELOAD_KEY), now)) return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

/** The browser's environment for {@link reloadAfterChunkError}. */
export function browserChunkReloadEnvironment(): ChunkReloadEnvironment {
  return {
    // Reached lazily: touching sessionStorage can throw (blocked storage), inside the try above.
    storage: {
      getItem: (key) => window.sessionStorage.getItem(key),
      setItem: (key, value) => window.sessionStorage.setItem(key, value),
    },
    reload: () => window.location.reload(),
    now: () => Date.now(),
  };
}
