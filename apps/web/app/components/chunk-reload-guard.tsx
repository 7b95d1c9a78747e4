import { useEffect } from 'react';
import { browserChunkReloadEnvironment, reloadAfterChunkError } from '../lib/chunk-reload';

/**
 * Listens for chunk-load failures that no error boundary sees (a lazy import rejected outside
 * React, a failed module script) and reloads the page, at most once per 60 s.
 */
export function ChunkReloadGuard() {
  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      reloadAfterChunkError(event.error ?? event.message, browserChunkReloadEnvironment());
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      reloadAfterChunkError(event.reason, browserChunkReloadEnvironment());
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
