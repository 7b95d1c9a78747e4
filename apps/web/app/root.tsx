import { ErrorPage } from '@sbc/ui/error-page';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
} from 'react-router';
import { NOT_FOUND_MESSAGE } from './lib/messages';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="id">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#081e94" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** SPEC section 8: page data errors show with their status (default 500, message "Error"); 404 has its fixed text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  let status = 500;
  let message = 'Error';
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (status === 404) message = NOT_FOUND_MESSAGE;
    else if (typeof error.data === 'string' && error.data) message = error.data;
    else if (error.statusText) message = error.statusText;
  }
  return (
    <>
      <title>{`${status} | SBC`}</title>
      <ErrorPage status={status} message={message} />
    </>
  );
}
