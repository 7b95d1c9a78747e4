import { SITE_LANG, THEME_COLOR } from '@sbc/format/constants';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useNavigation,
} from 'react-router';
import { ChunkReloadGuard } from './components/chunk-reload-guard';
import { PaintFirstScripts } from './components/paint-first-scripts';
import { RouteError } from './components/route-error';
import { env } from './env.server';
import { useDocumentContext } from './lib/document-context';
import { memberHintScript } from './lib/member-hint';
import type { Route } from './+types/root';

export const links: Route.LinksFunction = () => [
  // Browsers ask for /favicon.ico and /apple-touch-icon.png (public/) on their own.
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
  // Inline scripts carry the response's nonce (Content-Security-Policy of server.mjs); the
  // stylesheet is inlined by the server (entry.server.tsx) and left as it is by the browser.
  const { nonce, css } = useDocumentContext();
  return (
    // The member hint (lib/member-hint.ts) may add an attribute before hydration.
    <html lang={SITE_LANG} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <Meta />
        {/* Before the first paint: a logged-in member's header shows an avatar, not Login/Daftar.
            Its text is written by the server only; hydration keeps an inline script as it is. */}
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? memberHintScript() : '' }}
          suppressHydrationWarning
        />
        <style dangerouslySetInnerHTML={{ __html: css ?? '' }} suppressHydrationWarning />
        <Links />
      </head>
      <body>
        {children}
        <ChunkReloadGuard />
        <ScrollRestoration nonce={nonce} />
        <PaintFirstScripts nonce={nonce} />
      </body>
    </html>
  );
}

// Shown only while navigating: its code loads with the first navigation, not with the page.
const RouteProgress = lazy(() => import('@sbc/ui/progress-bar').then((m) => ({ default: m.RouteProgress })));

export default function App() {
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  const [navigated, setNavigated] = useState(false);
  if (active && !navigated) setNavigated(true);
  return (
    <>
      {navigated ? (
        <Suspense fallback={null}>
          <RouteProgress active={active} />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}

/** Errors the public frame cannot show: its own data failed to load, or a page outside it failed. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
