import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';

const HOME_HREF = '/admin/';

/** Unknown console paths. */
export function NotFoundPage() {
  return (
    <>
      <title>Halaman tidak ditemukan | Admin SBC</title>
      <ErrorPage status={404} homeHref={HOME_HREF} />
    </>
  );
}

/** A loader, action or render failed: its status (default 500) and message (default "Error"). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorPage status={error.status} message={message} homeHref={HOME_HREF} />;
  }
  return <ErrorPage status={500} homeHref={HOME_HREF} />;
}
