import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Unknown paths of the member area. */
export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** A loader, action or render failed: its status (default 500) and message (default "Error"). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} />;
  }
  return <ErrorPage status={500} />;
}
