import { Pagination } from '../../components/blog/pagination';
import { PageHero } from '../../components/engagement/page-hero';
import { AlbumGrid } from '../../components/gallery/album-grid';
import { CategoryChips } from '../../components/gallery/category-chips';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { readPage } from '../../lib/blog-paging';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { ALBUMS_PER_PAGE, GALLERY_STEP, photoPreview } from '../../lib/engagement-gallery';
import { loadGalleryCategories, toAlbumPage } from '../../lib/engagement-gallery.server';
import { engagementMeta } from '../../lib/engagement-meta';
import type { Route } from './+types/index';

export const headers = publicPageHeaders;

/** `/galeri-kegiatan`: every album, newest event first, paged (`?page=N`). */
export async function loader({ request }: Route.LoaderArgs) {
  const page = readPage(new URL(request.url).searchParams);
  const { signal } = request;
  const [result, categories] = await Promise.all([
    loadOrNotFound('POST gallery/list', () =>
      publicApi.listGalleryAlbums({ body: { page, perPage: ALBUMS_PER_PAGE } }, { signal }),
    ),
    loadOrNotFound('GET gallery/category/list', () => loadGalleryCategories(signal)),
  ]);
  const list = toAlbumPage(result, page, ALBUMS_PER_PAGE);
  const at = (n: number) => `${env.WEB_URL}${GALLERY_STEP.path}${n > 1 ? `?page=${n}` : ''}`;
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail: [GALLERY_STEP],
    title: page > 1 ? `Galeri Kegiatan – Halaman ${page}` : 'Galeri Kegiatan',
    description:
      'Dokumentasi kegiatan Komunitas SBC: kajian, bakti sosial, pelatihan, dan silaturahmi chapter di berbagai kota.',
    search: page > 1 ? `?page=${page}` : '',
    ...photoPreview(list.albums[0]?.cover),
    prev: page > 1 ? at(page - 1) : undefined,
    next: page < list.totalPages ? at(page + 1) : undefined,
  });
  return { list, categories, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryIndex({ loaderData }: Route.ComponentProps) {
  const { list, categories } = loaderData;
  return (
    <>
      <PageHero
        trail={[GALLERY_STEP]}
        title="Galeri Kegiatan"
        lead={<p>Momen kajian, bakti sosial, pelatihan, dan silaturahmi bersama chapter SBC di berbagai kota.</p>}
      >
        <CategoryChips categories={categories} currentSlug={null} />
      </PageHero>
      <section aria-label="Album kegiatan" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          <AlbumGrid albums={list.albums} emptyText="Belum ada album kegiatan." />
          <Pagination page={list.page} totalPages={list.totalPages} />
        </div>
      </section>
    </>
  );
}
