import { data } from 'react-router';
import { Pagination } from '../../components/blog/pagination';
import { PageHero } from '../../components/engagement/page-hero';
import { AlbumGrid } from '../../components/gallery/album-grid';
import { CategoryChips } from '../../components/gallery/category-chips';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import { ALBUMS_PER_PAGE, GALLERY_CATEGORIES_STEP, GALLERY_STEP, photoPreview } from '../../lib/engagement-gallery';
import { loadGalleryCategories, toAlbumPage } from '../../lib/engagement-gallery.server';
import { engagementMeta } from '../../lib/engagement-meta';
import type { Route } from './+types/category';

export const headers = publicPageHeaders;

/** `/galeri-kegiatan/category/:slug`: one category's albums, paged; an unknown category is a 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  const page = readPage(new URL(request.url).searchParams);
  const { signal } = request;
  // A category whose permalink changed: its old address goes on to the current one (301).
  const { categories, result, category } = await loadOrMoved({ kind: 'gallery-category', permalink: slug, request }, async () => {
    const [categories, result] = await Promise.all([
      loadOrNotFound('GET gallery/category/list', () => loadGalleryCategories(signal)),
      loadOrNotFound('POST gallery/list', () =>
        publicApi.listGalleryAlbums({ body: { category_slug: slug, page, perPage: ALBUMS_PER_PAGE } }, { signal }),
      ),
    ]);
    const category = categories.find((c) => c.slug === slug);
    if (!category) throw data(null, { status: 404 });
    return { categories, result, category };
  });
  const list = toAlbumPage(result, page, ALBUMS_PER_PAGE);
  const path = `/galeri-kegiatan/category/${slug}`;
  const at = (n: number) => `${env.WEB_URL}${path}${n > 1 ? `?page=${n}` : ''}`;
  const trail = [GALLERY_STEP, GALLERY_CATEGORIES_STEP, { name: category.title, path }];
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail,
    title: `${category.title} – Galeri Kegiatan${page > 1 ? ` – Halaman ${page}` : ''}`,
    description: `Dokumentasi kegiatan ${category.title} Komunitas SBC: ${category.albumCount} album foto.`,
    search: page > 1 ? `?page=${page}` : '',
    ...photoPreview(list.albums[0]?.cover),
    prev: page > 1 ? at(page - 1) : undefined,
    next: page < list.totalPages ? at(page + 1) : undefined,
  });
  return { category, categories, list, trail, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryCategory({ loaderData }: Route.ComponentProps) {
  const { category, categories, list, trail } = loaderData;
  return (
    <>
      <PageHero
        trail={trail}
        title={`Galeri ${category.title}`}
        lead={<p>{category.albumCount} album kegiatan dalam kategori {category.title}.</p>}
      >
        <CategoryChips categories={categories} currentSlug={category.slug} />
      </PageHero>
      <section aria-label={`Album ${category.title}`} className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <AlbumGrid albums={list.albums} emptyText={`Belum ada album dalam kategori ${category.title}.`} />
          <Pagination page={list.page} totalPages={list.totalPages} />
        </div>
      </section>
    </>
  );
}
