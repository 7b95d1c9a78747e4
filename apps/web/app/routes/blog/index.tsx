import { data } from 'react-router';
import { BlogHero } from '../../components/blog/blog-hero';
import { PostListBody } from '../../components/blog/post-list-body';
import { SearchRequired } from '../../components/blog/search-required';
import { SearchResults } from '../../components/blog/search-results';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { pageCount } from '@sbc/ui/page-window';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound, toPostCard, toPostPage } from '../../lib/blog-posts.server';
import { NON_BLOG_CATEGORIES, POSTS_PER_PAGE } from '../../lib/blog-sections';
import { listPageMeta, pageMeta } from '../../lib/seo-meta';
import type { Route } from './+types/index';

const NAME = 'Blog';
const DESCRIPTION =
  'Artikel Komunitas SBC: dakwah dan renungan, motivasi, sejarah dan wawasan, kesehatan, keluarga, pendidikan, dan kabar kegiatan chapter.';

export const headers = publicPageHeaders;

/** `/blog`: the newest posts, paged; with `?s=` the search results instead. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = readPage(url.searchParams);
  const siteUrl = env.WEB_URL;
  const signal = request.signal;

  if (url.searchParams.has('s')) {
    // Control characters (a NUL typed into the address) are no search text: spaces instead.
    const query = (url.searchParams.get('s') ?? '')
      .replace(/[\s\p{Cc}]+/gu, ' ')
      .trim()
      .slice(0, 200);
    if (!query) return { mode: 'search-empty' as const, meta: searchMeta(siteUrl, '') };
    const result = await loadOrNotFound('POST article/searching', () =>
      publicApi.searchArticles({ body: { s: query, page, perPage: POSTS_PER_PAGE } }, { signal }),
    );
    const totalPages = pageCount(result.totalRecords, POSTS_PER_PAGE);
    // A page past the last one does not exist (as on the list); page 1 without hits says so.
    if (page > 1 && page > totalPages) throw data(null, { status: 404 });
    return {
      mode: 'search' as const,
      meta: searchMeta(siteUrl, query),
      query,
      hits: result.data.map((hit) => ({ ...toPostCard(hit), snippet: hit.snippet })),
      total: result.totalRecords,
      page,
      totalPages,
    };
  }

  const result = await loadOrNotFound('POST article/list', () =>
    publicApi.listArticles(
      { body: { page, perPage: POSTS_PER_PAGE, exclude_category: NON_BLOG_CATEGORIES } },
      { signal },
    ),
  );
  const list = toPostPage(result, page, POSTS_PER_PAGE);
  const meta = listPageMeta({
    siteUrl,
    path: '/blog',
    name: NAME,
    description: DESCRIPTION,
    page: list.page,
    totalPages: list.totalPages,
    feed: { title: 'Blog SBC', url: `${siteUrl}/blog/rss.xml` },
  });
  return { mode: 'list' as const, meta, list };
}

/** Search results are not indexed; their canonical is the blog itself. */
function searchMeta(siteUrl: string, query: string) {
  const title = query ? `Pencarian “${query}” | Blog SBC` : 'Pencarian | Blog SBC';
  return pageMeta({ title, description: DESCRIPTION, url: `${siteUrl}/blog`, noindex: true });
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  const query = loaderData.mode === 'search' ? loaderData.query : '';
  return (
    <>
      <BlogHero
        eyebrow="Blog SBC"
        title="Artikel & Inspirasi"
        intro="Bacaan pilihan dari para penulis Komunitas SBC untuk menambah ilmu, menguatkan iman, dan menyemangati langkah."
        query={query}
      />
      {loaderData.mode === 'list' ? (
        <PostListBody
          list={loaderData.list}
          heading="Artikel terbaru"
          emptyTitle="Belum ada artikel"
          emptyText={<p>Artikel pertama sedang disiapkan. Kunjungi kembali dalam waktu dekat.</p>}
        />
      ) : (
        <div className="mx-auto max-w-4xl px-4 py-12">
          {loaderData.mode === 'search' ? (
            <SearchResults
              query={loaderData.query}
              hits={loaderData.hits}
              total={loaderData.total}
              page={loaderData.page}
              totalPages={loaderData.totalPages}
            />
          ) : (
            <SearchRequired />
          )}
        </div>
      )}
    </>
  );
}
