import { ErrorPage } from '@sbc/ui/error-page';
import { useEffect } from 'react';
import { isRouteErrorResponse } from 'react-router';
import { browserChunkReloadEnvironment, reloadAfterChunkError } from '../lib/chunk-reload';

/**
 * SPEC section 8: a page's error with its status (default 500, message "Error"); a 404 always
 * says the spec's not-found text (ErrorPage). A chunk that failed to load (a new deploy) is fixed
 * by a reload, at most once per 60 s.
 */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    reloadAfterChunkError(error, browserChunkReloadEnvironment());
  }, [error]);

  let status = 500;
  let message = '';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
  }
  return (
    <>
      <title>{`${status === 404 ? 'Halaman tidak ditemukan' : status} | SBC`}</title>
      <ErrorPage status={status} message={message} />
    </>
  );
}
