import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** An `ApiError` of @sbc/api-client, told by its brand: importing the client here would pull
 * axios and zod into the entry chunk, which every page loads. */
function asApiError(error: unknown): { httpStatus: number; message: string } | null {
  const e = error as { isApiError?: unknown; httpStatus?: unknown; message?: unknown } | null;
  return e?.isApiError === true && typeof e.httpStatus === 'number' && typeof e.message === 'string'
    ? { httpStatus: e.httpStatus, message: e.message }
    : null;
}

/** Unknown paths of the member area. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/**
 * A loader, action or render failed (SPEC section 8): its status (default 500) and message
 * (default "Error"); an API refusal shows the API's own status and message.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  const apiError = asApiError(error);
  if (apiError) return <ErrorPage status={apiError.httpStatus} message={apiError.message} />;
  return <ErrorPage status={500} />;
}
