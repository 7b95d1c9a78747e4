import { isApiError } from '@sbc/api-client/core';
import type { NewsDetail, NewsItem, Paged } from '@sbc/contract';
import { formatDate, toIsoWib } from '@sbc/format/date';
import { data } from 'react-router';
import { env } from '../env.server';
import { pageCount } from '@sbc/ui/page-window';
import { HIDDEN_CATEGORIES } from './blog-sections';
import type { CompactPostCardData, PostCardData, PostDetailData, PostPage } from './blog-types';
import { siteVideoFileUrl, youtubeEmbedUrl } from './blog-video';
import { API_UNAVAILABLE_MESSAGE } from './messages';

/** A list item of the API as a compact card: formatted date, nothing the card does not show. */
export function toCompactPostCard(item: NewsItem): CompactPostCardData {
  return {
    id: item.id,
    permalink: item.news_permalink,
    title: item.news_title,
    image: item.news_image,
    imageSrcset: item.news_image_srcset,
    categoryTitle: item.category_title,
    categoryPermalink: item.category_permalink,
    date: formatDate(item.published_at),
    isoDate: toIsoWib(item.published_at),
    isVideo: item.news_content_type === 'video',
  };
}

/** A list item of the API as a card with its excerpt. */
export function toPostCard(item: NewsItem): PostCardData {
  return { ...toCompactPostCard(item), excerpt: item.news_excerpt };
}

/** A post with everything its page shows, dates formatted. */
export function toPostDetail(post: NewsDetail): PostDetailData {
  return {
    ...toPostCard(post),
    contentHtml: post.news_content,
    authorName: post.author_name,
    views: post.views,
    isPage: post.news_content_type === 'page',
    categoryListed: !HIDDEN_CATEGORIES.includes(post.category_permalink),
    videoUrl: post.news_video_url,
    videoFileUrl: siteVideoFileUrl(post.news_video_url, env.MEDIA_ORIGINS),
    videoEmbedUrl: youtubeEmbedUrl(post.news_video_url),
    tags: post.tags.map((t) => ({ title: t.tag_title, permalink: t.tag_permalink })),
  };
}

/**
 * A paged API answer as one page of cards. Asking beyond the last page of a non-empty
 * list is a 404 (there is nothing at that URL); an empty first page is an empty list.
 */
export function toPostPage(result: Paged<NewsItem>, page: number, perPage: number): PostPage {
  const totalPages = pageCount(result.totalRecords, perPage);
  if (page > totalPages) throw data(null, { status: 404 });
  return {
    posts: result.data.map(toPostCard),
    page,
    totalPages,
    total: result.totalRecords,
  };
}

/**
 * Runs an API call for page data. The API's 404 (and a 400, which only an impossible slug can
 * cause) becomes the site's not-found page; a failure to reach the API becomes a 503 with a
 * readable message. Thrown responses pass through untouched.
 */
export async function loadOrNotFound<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    if (cause instanceof Response || isRouteResponse(cause)) throw cause;
    if (isApiError(cause) && (cause.status === 404 || cause.status === 400)) {
      throw data(null, { status: 404 });
    }
    console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}

/** A `data()` thrown by a nested helper (React Router's DataWithResponseInit). */
function isRouteResponse(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'DataWithResponseInit';
}

/**
 * Runs a call whose answer the page can do without (related posts, recommendations):
 * a failure is logged and gives `fallback`.
 */
export async function loadOptional<T>(what: string, call: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await call();
  } catch (cause) {
    console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
    return fallback;
  }
}
