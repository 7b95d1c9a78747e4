import { isApiError } from '@sbc/api-client/core';
import { publicApi } from './api.server';
import { isPermalink, NON_BLOG_CATEGORIES, SIDE_LIST_SIZE } from './blog-sections';
import { toCompactPostCard } from './blog-posts.server';
import { withVisitorId } from './engagement-api.server';
import type { ReadResult } from './blog-types';

/** Logs a failed counting call; the API refusing bad input (4xx) is the visitor's doing, not a fault. */
function logFailure(what: string, cause: unknown): void {
  if (isApiError(cause) && cause.status >= 400 && cause.status < 500) return;
  console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
}

/**
 * Records that the reader of this request read a post (with the visitor id of the cookie when
 * present; one the API no longer knows is replaced, and `setCookie` stores the new one), then, for a
 * known visitor, fetches recommendations that leave out what they already read.
 */
export async function recordPostRead(
  request: Request,
  newsId: number,
): Promise<{ result: ReadResult; setCookie: string | null }> {
  let read: { value: { userId: string | null; views: number }; setCookie: string | null };
  try {
    read = await withVisitorId(request, async (userId) => {
      const answer = await publicApi.recordRead({ body: { news_id: newsId, user_id: userId ?? undefined } });
      return { userId, views: answer.views };
    });
  } catch (cause) {
    logFailure('POST article/read-history', cause);
    return { result: { ok: false }, setCookie: null };
  }
  const { setCookie } = read;
  const { userId, views } = read.value;
  if (!userId) return { result: { ok: true, views }, setCookie };
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
    return { result: { ok: true, views, recommendations: picks.data.map(toCompactPostCard) }, setCookie };
  } catch (cause) {
    logFailure('POST article/get-recommendation', cause);
    return { result: { ok: true, views }, setCookie };
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
