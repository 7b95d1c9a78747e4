import { BlogHero } from '../../components/blog/blog-hero';
import { PostListBody } from '../../components/blog/post-list-body';
import { useCountVisit } from '../../components/blog/use-count-visit';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound, toPostPage } from '../../lib/blog-posts.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import { POSTS_PER_PAGE } from '../../lib/blog-sections';
import { BLOG_STEP, listPageMeta, TAGS_STEP } from '../../lib/seo-meta';
import type { Route } from './+types/tag';

export const headers = publicPageHeaders;

/** `/tag/:slug`: a tag's posts, paged; an unknown tag is a 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  const page = readPage(new URL(request.url).searchParams);
  // A renamed or merged tag's old address goes on to the current one (301).
  const result = await loadOrMoved({ kind: 'tag', permalink: slug, request }, () =>
    loadOrNotFound('POST tag/permalink', () =>
      publicApi.getTagNews(
        { body: { tag_permalink: slug, page, perPage: POSTS_PER_PAGE } },
        { signal: request.signal },
      ),
    ),
  );
  const tag = { permalink: result.tag.tag_permalink, title: result.tag.tag_title };
  const list = toPostPage(result, page, POSTS_PER_PAGE);
  const meta = listPageMeta({
    siteUrl: env.WEB_URL,
    path: `/tag/${tag.permalink}`,
    name: `Tag #${tag.title}`,
    description: `Kumpulan artikel Blog SBC dengan tag ${tag.title}: ${list.total} tulisan.`,
    page: list.page,
    totalPages: list.totalPages,
    isEmpty: list.total === 0,
    parents: [BLOG_STEP, TAGS_STEP],
  });
  return { tag, list, meta };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function TagPage({ loaderData }: Route.ComponentProps) {
  const { tag, list } = loaderData;
  useCountVisit('tag', tag.permalink);
  return (
    <>
      <BlogHero
        eyebrow="Tag"
        title={`#${tag.title}`}
        intro={`${list.total} artikel dengan tag ${tag.title}.`}
      />
      <PostListBody
        list={list}
        heading={`Artikel dengan tag ${tag.title}`}
        emptyTitle="Belum ada artikel dengan tag ini"
        emptyText={<p>Jelajahi tag lain di halaman Semua Tag.</p>}
      />
    </>
  );
}
