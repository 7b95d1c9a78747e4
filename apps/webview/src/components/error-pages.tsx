import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { reloadAfterChunkError } from '../lib/chunk-reload';
import { isOrderNotFound } from '../lib/order-not-found';
import { OrderNotFoundPage } from './order-not-found-page';
import { WebviewFrame } from './webview-frame';

/** An `ApiError` of @sbc/api-client, told by its brand: importing the client here would pull
 * axios and zod into the entry chunk, which every page loads. */
function asApiError(error: unknown): { httpStatus: number; message: string } | null {
  const e = error as { isApiError?: unknown; httpStatus?: unknown; message?: unknown } | null;
  return e?.isApiError === true && typeof e.httpStatus === 'number' && typeof e.message === 'string'
    ? { httpStatus: e.httpStatus, message: e.message }
    : null;
}

/** Unknown paths; "home" in a webview is the mobile start page. */
export function NotFoundPage() {
  return (
    <WebviewFrame>
      <title>Halaman tidak ditemukan | SBC</title>
      <ErrorPage status={404} homeHref={paths.mobile.href()} />
    </WebviewFrame>
  );
}

/**
 * A loader or render failed (SPEC section 8): its status (default 500) and message (default
 * "Error"); an order that cannot be found says so in Indonesian. A page whose code can no longer
 * be loaded (a new release) reloads once instead.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error) && isOrderNotFound(error.data)) {
    return <OrderNotFoundPage {...error.data} />;
  }
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText;
  } else if (asApiError(error)) {
    status = asApiError(error)?.httpStatus ?? 500;
    message = asApiError(error)?.message;
  } else if (reloadAfterChunkError(error)) {
    return null;
  }
  return (
    <WebviewFrame>
      <title>{`${status} | SBC`}</title>
      <ErrorPage status={status} message={message} homeHref={paths.mobile.href()} />
    </WebviewFrame>
  );
}
