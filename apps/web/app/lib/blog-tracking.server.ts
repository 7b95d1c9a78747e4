import { isApiError } from '@sbc/api-client/core';
import { readSessionFromCookieHeader } from '@sbc/session/server';
import { publicApi } from './api.server';
import { isPermalink, NON_BLOG_CATEGORIES, SIDE_LIST_SIZE } from './blog-sections';
import { toPostCard } from './blog-posts.server';
import type { ReadResult } from './blog-types';

/** Logs a failed counting call; the API refusing bad input (4xx) is the visitor's doing, not a fault. */
function logFailure(what: string, cause: unknown): void {
  if (isApiError(cause) && cause.status >= 400 && cause.status < 500) return;
  console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
}

/** Whether the API refused the visitor id (one it did not issue, or a stale one). */
function isRefusedVisitor(cause: unknown): boolean {
  return isApiError(cause) && cause.status === 400;
}

/** A positive integer post id from a form field, else `null`. */
export function readNewsId(form: FormData): number | null {
  const raw = form.get('news_id');
  if (typeof raw !== 'string' || !/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** The visitor id of the request's `visitor-id` cookie, if any (read here, never in a loader). */
export function visitorIdOf(request: Request): string | undefined {
  return readSessionFromCookieHeader(request.headers.get('Cookie')).visitorId ?? undefined;
}

/**
 * Records that the reader of this request read a post (visitor id from the cookie when present;
 * a refused id is dropped and the read counted anonymously), then, for a known visitor, fetches
 * recommendations that leave out what they already read.
 */
export async function recordPostRead(request: Request, newsId: number): Promise<ReadResult> {
  let userId = visitorIdOf(request);
  let views: number;
  try {
    views = (await publicApi.recordRead({ body: { news_id: newsId, user_id: userId } })).views;
  } catch (cause) {
    if (!userId || !isRefusedVisitor(cause)) {
      logFailure('POST article/read-history', cause);
      return { ok: false };
    }
    userId = undefined;
    try {
      views = (await publicApi.recordRead({ body: { news_id: newsId } })).views;
    } catch (retryCause) {
      logFailure('POST article/read-history', retryCause);
      return { ok: false };
    }
  }
  if (!userId) return { ok: true, views };
  try {
    const picks = await publicApi.listRecommendations({
      body: {
        user_id: userId,
        exclude_read: 'true',
        exclude_news_id: [newsId],
        exclude_category: NON_BLOG_CATEGORIES,
        page: 0,
        perPage: SIDE_LIST_SIZE,
      },
    });
    return { ok: true, views, recommendations: picks.data.map(toPostCard) };
  } catch (cause) {
    logFailure('POST article/get-recommendation', cause);
    return { ok: true, views };
  }
}

/** Counts a click on an outside link inside a post; only http(s) URLs are passed on. */
export async function recordOutboundClick(newsId: number, url: string): Promise<{ ok: boolean }> {
  if (!/^https?:\/\//i.test(url) || url.length > 2000) return { ok: false };
  try {
    await publicApi.recordExternalLink({ body: { news_id: newsId, url } });
    return { ok: true };
  } catch (cause) {
    logFailure('POST article/external-link', cause);
    return { ok: false };
  }
}

/** Counts a visit to a category or tag page. */
export async function countVisit(kind: 'category' | 'tag', permalink: string): Promise<{ ok: boolean }> {
  if (!isPermalink(permalink)) return { ok: false };
  try {
    if (kind === 'category') await publicApi.countCategoryVisit({ body: { category_permalink: permalink } });
    else await publicApi.countTagVisit({ body: { tag_permalink: permalink } });
    return { ok: true };
  } catch (cause) {
    logFailure(`POST counter/${kind === 'category' ? 'category' : 'tags'}`, cause);
    return { ok: false };
  }
}
