import { toIsoWib } from '@sbc/format/date';
import { redirect } from 'react-router';
import { PostView } from '../../components/blog/post-view';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadOptional, loadOrNotFound, toCompactPostCard, toPostDetail } from '../../lib/blog-posts.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import {
  findBlogSection,
  NON_BLOG_CATEGORIES,
  sectionFromPath,
  SIDE_LIST_SIZE,
} from '../../lib/blog-sections';
import { imageSizeOf } from '../../lib/seo-meta';
import { postPageMeta } from '../../lib/seo-post-meta';
import type { Route } from './+types/post';

export const headers = publicPageHeaders;

/**
 * `/blog/:slug` and `/blog/{section}/:slug`: one post. The same for every visitor (cacheable):
 * the read is recorded by the page after it is shown (see usePostTracking).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  const signal = request.signal;
  // A renamed post's old address goes on to the new one (301).
  const moved = { kind: 'news', permalink: slug, request, canonicalPath: (p: string) => `/blog/${p}` } as const;
  const post = await loadOrMoved(moved, () =>
    loadOrNotFound('GET news/permalink', () =>
      publicApi.getNewsByPermalink({ query: { news_permalink: slug } }, { signal }),
    ),
  );
  // Under a section the post belongs to another section (or none): its own address, once.
  const section = sectionFromPath(new URL(request.url).pathname);
  if (section && post.news_section !== section.slug) throw redirect(`/blog/${post.news_permalink}`, 301);
  const [related, recommendations] = await Promise.all([
    loadOptional(
      'POST article/get-related',
      () => publicApi.listRelated({ body: { news_id: post.id, perPage: SIDE_LIST_SIZE } }, { signal }),
      { data: [], totalRecords: 0 },
    ),
    loadOptional(
      'POST article/get-recommendation',
      () =>
        publicApi.listRecommendations(
          {
            body: {
              exclude_read: 'true',
              exclude_news_id: [post.id],
              exclude_category: NON_BLOG_CATEGORIES,
              page: 0,
              perPage: SIDE_LIST_SIZE,
            },
          },
          { signal },
        ),
      { data: [], totalRecords: 0 },
    ),
  ]);
  const siteUrl = env.WEB_URL;
  const canonicalUrl = `${siteUrl}/blog/${post.news_permalink}`;
  const detail = toPostDetail(post);
  const modifiedIso = toIsoWib(Math.max(post.updated_at, post.published_at));
  return {
    canonicalUrl,
    post: detail,
    related: related.data.map(toCompactPostCard),
    recommendations: recommendations.data.map(toCompactPostCard),
    meta: postPageMeta({
      siteUrl,
      canonicalUrl,
      post: detail,
      modifiedIso,
      section: findBlogSection(post.news_section ?? undefined),
      imageSize: imageSizeOf(post.news_image_width, post.news_image_height),
    }),
  };
}

/** Built in the loader (see postPageMeta), so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return (
    <PostView
      key={loaderData.post.id}
      post={loaderData.post}
      canonicalUrl={loaderData.canonicalUrl}
      related={loaderData.related}
      recommendations={loaderData.recommendations}
    />
  );
}
