import { data } from 'react-router';
import { BlogHero } from '../../components/blog/blog-hero';
import { PostListBody } from '../../components/blog/post-list-body';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound, toPostPage } from '../../lib/blog-posts.server';
import { SECTION_INTROS } from '../../lib/blog-section-intros';
import { findBlogSection, POSTS_PER_PAGE } from '../../lib/blog-sections';
import { permalinkOf } from '../../lib/permalink-moved.server';
import { BLOG_STEP, listPageMeta, sectionFeed } from '../../lib/seo-meta';
import type { Route } from './+types/section';

export const headers = publicPageHeaders;

/** `/blog/dakwah-renungan`, `/blog/motivasi`, `/blog/sejarah-wawasan`: a section's posts, paged. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // The section's segment is its permalink: `/blog/Motivasi` goes on to `/blog/motivasi` (301).
  const found = findBlogSection(permalinkOf(url.pathname.split('/')[2], request));
  if (!found) throw data(null, { status: 404 });
  const section = { ...found, intro: SECTION_INTROS[found.slug] };
  const page = readPage(url.searchParams);
  const result = await loadOrNotFound('POST article/list', () =>
    publicApi.listArticles(
      { body: { section: section.slug, page, perPage: POSTS_PER_PAGE } },
      { signal: request.signal },
    ),
  );
  const list = toPostPage(result, page, POSTS_PER_PAGE);
  const siteUrl = env.WEB_URL;
  const meta = listPageMeta({
    siteUrl,
    path: `/blog/${section.slug}`,
    name: section.title,
    description: section.intro,
    page: list.page,
    totalPages: list.totalPages,
    parents: [BLOG_STEP],
    feed: sectionFeed(siteUrl, section),
  });
  return { section, list, meta };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogSection({ loaderData }: Route.ComponentProps) {
  const { section, list } = loaderData;
  return (
    <>
      <BlogHero eyebrow="Rubrik Blog" title={section.title} intro={section.intro} />
      <PostListBody
        list={list}
        heading={`Artikel ${section.title}`}
        emptyTitle="Belum ada artikel di rubrik ini"
        emptyText={<p>Tulisan untuk rubrik {section.title} sedang disiapkan.</p>}
      />
    </>
  );
}
