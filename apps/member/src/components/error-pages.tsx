import { NOT_FOUND_MSG } from '@sbc/format/constants';
import { ErrorPage, NOT_FOUND_HINT } from '@sbc/ui/error-page';
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

/**
 * The 404 of the error page (SPEC 2 and 8). The spec's sentence is English on an Indonesian
 * page, so it carries `lang="en"` to be read with English rules (WCAG 3.1.2).
 */
function NotFound() {
  return (
    <section className="flex min-h-[50vh] flex-col items-center justify-center py-12 text-center">
      <p className="text-brand text-8xl leading-none font-extrabold sm:text-9xl">404</p>
      <h1 lang="en" className="text-ink mt-6 text-xl font-semibold sm:text-2xl">
        {NOT_FOUND_MSG}
      </h1>
      <p className="text-ink-muted mt-3 max-w-md">{NOT_FOUND_HINT}</p>
      <a
        href="/"
        className="bg-brand text-ink-inverse hover:bg-brand-700 mt-8 inline-flex items-center rounded-full px-6 py-3 font-semibold"
      >
        Kembali ke Beranda
      </a>
    </section>
  );
}

/** The error page in the member area's frame, with its landmarks. */
function ErrorFrame({ status, message }: { status: number; message?: string }) {
  return (
    <GuestFrame mainClassName="w-full max-w-2xl">
      {status === 404 ? <NotFound /> : <ErrorPage status={status} message={message} />}
    </GuestFrame>
  );
}

/** Unknown paths of the member area. */
export function NotFoundPage() {
  return <ErrorFrame status={404} />;
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
