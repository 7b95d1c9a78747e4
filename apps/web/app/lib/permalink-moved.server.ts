import { isApiError } from '@sbc/api-client/core';
import type { MovedKind } from '@sbc/contract';
import { data, redirect } from 'react-router';
import { publicApi } from './api.server';
import { PUBLIC_PAGE_CACHE_CONTROL } from './blog-http';
import { isPermalink } from './blog-sections';

/** Where an old permalink leads now, or null (it never moved, or the API could not say). */
export type MovedLookup = (
  kind: MovedKind,
  permalink: string,
  signal?: AbortSignal,
) => Promise<string | null>;

/** Asks the API (`GET permalink/moved`); any failure is "not moved", so the page stays a 404. */
export const askWhereMoved: MovedLookup = async (kind, permalink, signal) => {
  try {
    const moved = await publicApi.findMovedPermalink({ query: { kind, permalink } }, { signal });
    return moved.permalink;
  } catch (cause) {
    if (!(isApiError(cause) && cause.status === 404)) {
      console.error(
        '[web] GET permalink/moved failed:',
        cause instanceof Error ? cause.message : cause,
      );
    }
    return null;
  }
};

/** The requested address with its last segment (the old permalink) replaced, query string kept. */
export function movedUrl(requestUrl: string, permalink: string): string {
  const url = new URL(requestUrl);
  const segments = url.pathname.split('/');
  let last = segments.length - 1;
  while (last > 0 && segments[last] === '') last--;
  segments[last] = encodeURIComponent(permalink);
  return `${segments.join('/')}${url.search}`;
}

/**
 * The permalink a page's address names: its route's `:slug` (or a blog section's segment), which is
 * the address's last segment. Permalinks are lower case, while the router matches a path's fixed
 * words in any case: an address that only differs by case from a permalink page's (`/tag/ZAKAT`,
 * `/Blog/Motivasi`) goes on to its lower-case form with a 301, query string kept, without asking the
 * API (one hop; the lower-case address answers a 404 or its own 301 when there is nothing there).
 * Anything that cannot be a permalink even in lower case is the site's 404.
 */
export function permalinkOf(slug: string | undefined, request: Request): string {
  const permalink = slug?.toLowerCase();
  if (!isPermalink(permalink)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const path = url.pathname.toLowerCase();
  if (slug === permalink && path === url.pathname) return permalink;
  throw redirect(movedUrl(`${url.origin}${path}${url.search}`, permalink), {
    status: 301,
    headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
  });
}

/** Whether a loader threw the site's not-found answer (`data(null, { status: 404 })` or a 404 Response). */
export function isNotFoundAnswer(thrown: unknown): boolean {
  if (thrown instanceof Response) return thrown.status === 404;
  if (typeof thrown !== 'object' || thrown === null) return false;
  const { type, init } = thrown as { type?: unknown; init?: { status?: number } | null };
  return type === 'DataWithResponseInit' && init?.status === 404;
}

/**
 * Loads a page's entry by its permalink. Only when that ends in the site's 404 is the API asked
 * whether the permalink moved (renamed, or merged into another entry): then the visitor goes on to
 * the current address with a 301, query string kept (`?page=`, `?ref=`): the requested path with the
 * new permalink, or `canonicalPath(permalink)` where the page has one address that counts (a post
 * asked for under a section goes straight to `/blog/{slug}`, in one hop). Not moved, or the API
 * could not say: the 404 stands. A found page costs nothing more.
 */
export async function loadOrMoved<T>(
  moved: {
    kind: MovedKind;
    permalink: string | undefined;
    request: Request;
    canonicalPath?: (permalink: string) => string;
  },
  load: () => Promise<T>,
  lookup: MovedLookup = askWhereMoved,
): Promise<T> {
  try {
    return await load();
  } catch (thrown) {
    const { kind, permalink, request } = moved;
    if (!isNotFoundAnswer(thrown) || !isPermalink(permalink)) throw thrown;
    const current = await lookup(kind, permalink, request.signal).catch(() => null);
    if (!current || current === permalink) throw thrown;
    const to = moved.canonicalPath
      ? `${moved.canonicalPath(current)}${new URL(request.url).search}`
      : movedUrl(request.url, current);
    throw redirect(to, {
      status: 301,
      headers: { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL },
    });
  }
}
