import { Link } from 'react-router';
import { PageHero } from '../../components/engagement/page-hero';
import { ImagesIcon } from '../../components/engagement/engagement-icons';
import { ArrowRightIcon } from '../../components/icons';
import { env } from '../../env.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { GALLERY_CATEGORIES_STEP, GALLERY_STEP } from '../../lib/engagement-gallery';
import { loadGalleryCategories } from '../../lib/engagement-gallery.server';
import { engagementMeta } from '../../lib/engagement-meta';
import type { Route } from './+types/categories';

const TRAIL = [GALLERY_STEP, GALLERY_CATEGORIES_STEP];

export const headers = publicPageHeaders;

/** `/galeri-kegiatan/category`: the gallery's categories with their number of albums. */
export async function loader({ request }: Route.LoaderArgs) {
  const categories = await loadOrNotFound('GET gallery/category/list', () =>
    loadGalleryCategories(request.signal),
  );
  const meta = engagementMeta({
    siteUrl: env.WEB_URL,
    trail: TRAIL,
    title: 'Kategori Galeri Kegiatan',
    description: `Album kegiatan Komunitas SBC per kategori: ${categories.map((c) => c.title).join(', ')}.`,
  });
  return { categories, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  return (
    <>
      <PageHero
        trail={TRAIL}
        title="Kategori Galeri"
        lead={<p>Pilih jenis kegiatan untuk melihat album-albumnya.</p>}
      />
      <section aria-label="Daftar kategori" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          {categories.length === 0 ? (
            <p className="text-ink-muted">Belum ada kategori galeri.</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link
                    to={`/galeri-kegiatan/category/${category.slug}`}
                    className="group bg-surface ring-line hover:ring-brand-300 flex h-full items-center gap-4 rounded-2xl p-5 shadow-sm ring-1 transition hover:shadow-md"
                  >
                    <span className="bg-brand-50 text-brand-800 group-hover:bg-brand group-hover:text-white flex size-12 shrink-0 items-center justify-center rounded-xl transition">
                      <ImagesIcon className="size-6" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="text-brand-900 block font-bold">{category.title}</span>
                      <span className="text-ink-muted text-sm">{category.albumCount} album</span>
                    </span>
                    <ArrowRightIcon className="text-brand-600 size-5 shrink-0 transition group-hover:translate-x-1" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
