import { BlogHero } from '../../components/blog/blog-hero';
import { CategoryGrid } from '../../components/blog/category-grid';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { HIDDEN_CATEGORIES } from '../../lib/blog-sections';
import { BLOG_STEP, CATEGORIES_STEP, pageMeta, trailMeta } from '../../lib/seo-meta';
import type { Route } from './+types/categories';

const DESCRIPTION =
  'Semua kategori artikel Blog SBC beserta jumlah tulisannya: kesehatan, keluarga, pendidikan, ekonomi syariah, kajian, dan lainnya.';

export const headers = publicPageHeaders;

/** `/blog/category`: every reading category with its number of posts. */
export async function loader({ request }: Route.LoaderArgs) {
  const all = await loadOrNotFound('GET category/list', () =>
    publicApi.listCategories({ signal: request.signal }),
  );
  const categories = all
    .filter((c) => c.total_news > 0 && !HIDDEN_CATEGORIES.includes(c.category_permalink))
    .map((c) => ({
      permalink: c.category_permalink,
      title: c.category_title,
      description: c.category_description,
      total: c.total_news,
    }));
  const meta = [
    ...pageMeta({
      title: 'Kategori | Blog SBC',
      description: DESCRIPTION,
      url: `${env.WEB_URL}${CATEGORIES_STEP.path}`,
    }),
    trailMeta(env.WEB_URL, [BLOG_STEP, CATEGORIES_STEP]),
  ];
  return { categories, meta };
}

/** Built in the loader, so the SEO helpers stay out of the browser bundle. */
export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function BlogCategories({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <BlogHero
        eyebrow="Blog SBC"
        title="Kategori Artikel"
        intro="Pilih topik yang ingin Anda dalami. Setiap kategori menghimpun tulisan dengan tema yang sama."
      />
      <div className="mx-auto max-w-6xl px-4 py-12">
        <CategoryGrid categories={loaderData.categories} />
      </div>
    </>
  );
}
