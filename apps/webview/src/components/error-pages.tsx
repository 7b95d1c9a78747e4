import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { WebviewFrame } from './webview-frame';

/** Unknown paths; "home" in a webview is the mobile start page. */
export function NotFoundPage() {
  return (
    <WebviewFrame>
      <ErrorPage status={404} homeHref={paths.mobile.href()} />
    </WebviewFrame>
  );
}

/** A loader or render failed: its status (default 500) and message (default "Error"). */
export function RouteErrorPage() {
  const error = useRouteError();
  let status = 500;
  let message: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    message = typeof error.data === 'string' ? error.data : error.statusText;
  }
  return (
    <WebviewFrame>
      <ErrorPage status={status} message={message} homeHref={paths.mobile.href()} />
    </WebviewFrame>
  );
}
