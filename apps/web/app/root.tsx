import { SITE_LANG, THEME_COLOR } from '@sbc/format/constants';
import { ErrorPage } from '@sbc/ui/error-page';
import { RouteProgress } from '@sbc/ui/progress-bar';
import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
} from 'react-router';
import { ChunkReloadGuard } from './components/chunk-reload-guard';
import { env } from './env.server';
import { browserChunkReloadEnvironment, reloadAfterChunkError } from './lib/chunk-reload';
import { NOT_FOUND_MESSAGE } from './lib/messages';
import type { Route } from './+types/root';
import './app.css';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

/** Public configuration the browser needs (not secret): where the member area lives. */
export function loader() {
  return { memberUrl: env.MEMBER_URL };
}

/** Configuration does not change while the page is open. */
export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang={SITE_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ChunkReloadGuard />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const navigation = useNavigation();
  return (
    <>
      <RouteProgress active={navigation.state !== 'idle'} />
      <Outlet />
    </>
  );
}

/** SPEC section 8: page data errors show with their status (default 500, message "Error"); 404 has its fixed text. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A chunk that failed to load (a new deploy) is fixed by a reload, at most once per 60 s.
  useEffect(() => {
    reloadAfterChunkError(error, browserChunkReloadEnvironment());
  }, [error]);

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
