import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
// The stylesheet as text (server only): inlined in every page's head by root.tsx.
import css from './app.css?inline';
import { publicApi } from './lib/api.server';
import { DocumentProvider } from './lib/document-context';
import { renewMemberCookies } from './lib/member-session.server';

export { memberCheckDue } from './lib/member-cookies.server';

declare module 'react-router' {
  interface AppLoadContext {
    /** The script nonce of this response, given by server.mjs (absent under `react-router dev`). */
    nonce?: string;
  }
}

export const streamTimeout = 5_000;

/** The inlined stylesheet, for scripts/bench/bundle-size.mjs (read through `build.entry.module`). */
export const inlineCss = css;

/**
 * Renders a page. Every inline script React Router and React write (the router context, the
 * module loader, scroll restoration, streamed data and Suspense boundaries) carries the
 * response's nonce, which the Content-Security-Policy set by server.mjs allows.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A member's page renews their cookies now and then (docs/decisions/010): that answer is theirs.
  const memberCookies = await renewMemberCookies(request);
  if (memberCookies.length > 0) {
    for (const cookie of memberCookies) responseHeaders.append('Set-Cookie', cookie);
    responseHeaders.set('Cache-Control', 'private, no-store');
  }
  // An error page says what it is now: no cache (a browser's or a CDN's) keeps it for later.
  if (responseStatusCode >= 400 && !responseHeaders.has('Cache-Control')) {
    responseHeaders.set('Cache-Control', 'no-cache');
  }
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // A HEAD gets the headers a GET would (its type too), without rendering the page.
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after the stream timeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <DocumentProvider value={{ nonce, css }}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </DocumentProvider>,
      {
        nonce,
        // Boundaries already rendered stay in place in the HTML (React would move those past the
        // first 12.8 KB to the end of the stream, hidden until a script shows them).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router; later ones only here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

/**
 * A hydrated page's data requests (`.data`: client navigations and the refresh after a form was
 * sent) are never kept by the browser. A refresh asks the same address each time: after a refused
 * registration and then an accepted one, the browser answered the second from its copy of the
 * first, and the page kept showing the seat the registration had just taken as free.
 */
export function handleDataRequest(response: Response): Response {
  response.headers.set('Cache-Control', 'no-store');
  return response;
}

/**
 * The API's content version, for server.mjs's page cache: cached pages are dropped when it changes.
 * Read by server.mjs through the server build (`build.entry.module`).
 */
export async function contentVersion(): Promise<string> {
  const { version, published_through } = await publicApi.getContentVersion({
    signal: AbortSignal.timeout(2000),
  });
  return `${version}/${published_through ?? '-'}`;
}
