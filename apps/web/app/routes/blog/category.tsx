import { data } from 'react-router';
import { BlogHero } from '../../components/blog/blog-hero';
import { CatalogueView } from '../../components/blog/catalogue-view';
import { PostListBody } from '../../components/blog/post-list-body';
import { useCountVisit } from '../../components/blog/use-count-visit';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import {
  CATALOGUE_LETTERS,
  DEFAULT_CATALOGUE_LETTER,
  lettersWithEntries,
  readCatalogueLetter,
} from '../../lib/blog-catalogue';
import { publicPageHeaders } from '../../lib/blog-http';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound, toPostPage } from '../../lib/blog-posts.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import { CATALOGUE_CATEGORY, POSTS_PER_PAGE } from '../../lib/blog-sections';
import { BLOG_STEP, CATEGORIES_STEP, listPageMeta, pageMeta, trailMeta } from '../../lib/seo-meta';
import type { Route } from './+types/category';

export const headers = publicPageHeaders;

/**
 * `/blog/category/:slug`: a category's posts, paged. The disease catalogue category shows its
 * entries by first letter instead (`?huruf=A`, A by default).
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  const url = new URL(request.url);
  const signal = request.signal;
  // A renamed or merged category's old address goes on to the current one (301).
  const found = await loadOrMoved({ kind: 'category', permalink: slug, request }, () =>
    loadOrNotFound('POST category/find', () =>
      publicApi.findCategory({ body: { permalink: slug } }, { signal }),
    ),
  );
  const category = {
    permalink: found.category_permalink,
    title: found.category_title,
    description: found.category_description,
  };
  const siteUrl = env.WEB_URL;
  const path = `/blog/category/${category.permalink}`;

  if (slug === CATALOGUE_CATEGORY) {
    const letter = readCatalogueLetter(url.searchParams);
    if (letter === null) throw data(null, { status: 404 });
    // The letter's entries, and every entry's title for the letters that have any.
    const [entries, all] = await Promise.all([
      loadOrNotFound('GET catalogue by letter', () =>
        publicApi.listCatalogueByLetter({ params: { char: letter, category: slug } }, { signal }),
      ),
      loadOrNotFound('POST category/news (catalogue)', () =>
        publicApi.listCategoryNews({ body: { category_permalink: slug, page: 1, perPage: 100 } }, { signal }),
      ),
    ]);
    // Past 100 entries the titles are not all here: every letter is offered as filled.
    const filled =
      all.totalRecords > all.data.length ? [...CATALOGUE_LETTERS] : lettersWithEntries(all.data.map((e) => e.news_title));
    const isDefault = letter === DEFAULT_CATALOGUE_LETTER;
    const meta = [
      ...pageMeta({
        title: `${category.title} – Huruf ${letter} | Blog SBC`,
        description: category.description,
        url: `${siteUrl}${path}${isDefault ? '' : `?huruf=${letter}`}`,
        // A letter without entries is a page search engines need not keep.
        noindex: entries.length === 0,
      }),
      trailMeta(siteUrl, [BLOG_STEP, CATEGORIES_STEP, { name: category.title, path }]),
    ];
    return {
      kind: 'catalogue' as const,
      meta,
      category,
      letter,
      filled,
      entries: entries.map((e) => ({ permalink: e.news_permalink, title: e.news_title, excerpt: e.news_excerpt })),
    };
  }

  const page = readPage(url.searchParams);
  const result = await loadOrNotFound('POST category/news', () =>
    publicApi.listCategoryNews({ body: { category_permalink: slug, page, perPage: POSTS_PER_PAGE } }, { signal }),
  );
  const list = toPostPage(result, page, POSTS_PER_PAGE);
  const meta = listPageMeta({
    siteUrl,
    path,
    name: category.title,
    description: category.description,
    page: list.page,
    totalPages: list.totalPages,
    isEmpty: list.total === 0,
    parents: [BLOG_STEP, CATEGORIES_STEP],
  });
  return { kind: 'list' as const, meta, category, list };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  const { category } = loaderData;
  useCountVisit('category', category.permalink);
  return (
    <>
      <BlogHero eyebrow="Kategori" title={category.title} intro={category.description} />
      {loaderData.kind === 'catalogue' ? (
        <CatalogueView letter={loaderData.letter} filled={loaderData.filled} entries={loaderData.entries} />
      ) : (
        <PostListBody
          list={loaderData.list}
          heading={`Artikel kategori ${category.title}`}
          emptyTitle="Belum ada artikel di kategori ini"
          emptyText={<p>Tulisan untuk kategori {category.title} sedang disiapkan.</p>}
        />
      )}
    </>
  );
}
