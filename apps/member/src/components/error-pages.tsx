import { ErrorPage } from '@sbc/ui/error-page';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { GuestFrame } from './guest-frame';

/** An `ApiError` of @sbc/api-client, told by its brand: importing the client here would pull
 * axios and zod into the entry chunk, which every page loads. */
function asApiError(error: unknown): { httpStatus: number; message: string } | null {
  const e = error as { isApiError?: unknown; httpStatus?: unknown; message?: unknown } | null;
  return e?.isApiError === true && typeof e.httpStatus === 'number' && typeof e.message === 'string'
    ? { httpStatus: e.httpStatus, message: e.message }
    : null;
}

/** The error page in the member area's frame, with its landmarks. */
function ErrorFrame({ status, message }: { status: number; message?: string }) {
  return (
    <GuestFrame mainClassName="w-full max-w-2xl">
      <ErrorPage status={status} message={message} />
    </GuestFrame>
  );
}

/** Unknown paths of the member area. */
export function NotFoundPage() {
  return (
    <>
      <title>Halaman tidak ditemukan | Area Anggota SBC</title>
      <ErrorFrame status={404} />
    </>
  );
}

/**
 * A loader, action or render failed (SPEC section 8): its status (default 500) and message
 * (default "Error"); an API refusal shows the API's own status and message.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' ? error.data : error.statusText;
    return <ErrorFrame status={error.status} message={message} />;
  }
  const apiError = asApiError(error);
  if (apiError) return <ErrorFrame status={apiError.httpStatus} message={apiError.message} />;
  return <ErrorFrame status={500} />;
}
