import { CHUNK_RELOAD_GUARD_MS } from '@sbc/format/constants';

/** sessionStorage key holding the time (ms since epoch) of the last forced reload. */
const CHUNK_RELOAD_KEY = 'sbc-chunk-reload-at';

// Browsers word the failure of `import()` differently; Vite's CSS preload has its own message.
const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i;

/** Whether `error` says a code chunk failed to load (a release replaced the files). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_ERROR.test(error.message);
}

/**
 * SPEC section 4: a chunk-load failure forces a full reload, at most once per
 * CHUNK_RELOAD_GUARD_MS so a broken release cannot loop. Returns whether it reloaded.
 */
export function reloadAfterChunkError(error: unknown): boolean {
  if (!isChunkLoadError(error)) return false;
  try {
    const now = Date.now();
    const last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY));
    if (Number.isFinite(last) && last > 0 && Math.abs(now - last) < CHUNK_RELOAD_GUARD_MS) {
      return false;
    }
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
