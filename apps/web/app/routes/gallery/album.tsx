import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageHero } from '../../components/engagement/page-hero';
import { ImagesIcon } from '../../components/engagement/engagement-icons';
import { PhotoGrid } from '../../components/gallery/photo-grid';
import { CalendarIcon, MapPinIcon } from '../../components/icons';
import { env } from '../../env.server';
import { publicApi } from '../../lib/api.server';
import { publicPageHeaders } from '../../lib/blog-http';
import { loadOrNotFound } from '../../lib/blog-posts.server';
import { loadOrMoved, permalinkOf } from '../../lib/permalink-moved.server';
import { GALLERY_STEP, photoPreview } from '../../lib/engagement-gallery';
import { toAlbumCard, toGalleryPhoto } from '../../lib/engagement-gallery.server';
import { engagementMeta } from '../../lib/engagement-meta';
import type { Route } from './+types/album';

// The lightbox (with Radix Dialog) is fetched once the page is idle, before the first click.
const loadLightbox = () => import('../../components/gallery/lightbox');
const Lightbox = lazy(() => loadLightbox().then((m) => ({ default: m.Lightbox })));

export const headers = publicPageHeaders;

/** `/galeri-kegiatan/:slug`: one album's photos; an unknown album is a 404. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const slug = permalinkOf(params.slug, request);
  // An album whose permalink changed: its old address goes on to the current one (301).
  const found = await loadOrMoved({ kind: 'album', permalink: slug, request }, () =>
    loadOrNotFound('GET gallery/detail', () =>
      publicApi.getGalleryAlbum({ params: { slug } }, { signal: request.signal }),
    ),
  );
  const album = toAlbumCard(found);
  const photos = found.images.map(toGalleryPhoto);
  const path = `/galeri-kegiatan/${album.slug}`;
  const trail = [GALLERY_STEP, { name: album.title, path }];
  const meta = [
    ...engagementMeta({
      siteUrl: env.WEB_URL,
      trail,
      title: `${album.title} – Galeri Kegiatan`,
      description: album.description || `${album.photoCount} foto ${album.title}, ${album.date}.`,
      ...photoPreview(album.cover),
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'ImageGallery',
        name: album.title,
        description: album.description,
        url: `${env.WEB_URL}${path}`,
        dateCreated: album.isoDate,
        image: photos.map((p) => ({ '@type': 'ImageObject', contentUrl: p.src, caption: p.caption || p.alt })),
      },
    },
  ];
  return { album, photos, trail, meta };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function GalleryAlbum({ loaderData }: Route.ComponentProps) {
  const { album, photos, trail } = loaderData;
  const [index, setIndex] = useState<number | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => void loadLightbox(), 1000);
    return () => clearTimeout(timer);
  }, []);
  // The lightbox has no trigger to return to: focus the photo last shown once it closes.
  function changeIndex(next: number | null) {
    if (next === null && index !== null) {
      const shown = index;
      setTimeout(() => document.querySelector<HTMLElement>(`[data-photo-index="${shown}"]`)?.focus(), 0);
    }
    if (next !== null) setHasOpened(true);
    setIndex(next);
  }
  return (
    <>
      <PageHero trail={trail} title={album.title} lead={album.description ? <p>{album.description}</p> : null}>
        <ul className="text-brand-100 mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
          <li>
            <Link
              to={`/galeri-kegiatan/category/${album.categorySlug}`}
              className="rounded-full bg-white/15 px-3 py-1 font-semibold text-white hover:bg-white/25"
            >
              {album.categoryTitle}
            </Link>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4" />
            <time dateTime={album.isoDate}>{album.date}</time>
          </li>
          {album.chapterName ? (
            <li className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" />
              {album.chapterName}
            </li>
          ) : null}
          <li className="inline-flex items-center gap-1.5">
            <ImagesIcon className="size-4" />
            {album.photoCount} foto
          </li>
        </ul>
      </PageHero>
      <section aria-label="Foto kegiatan" className="bg-surface-muted">
        <div className="mx-auto max-w-6xl px-4 py-10 md:py-14">
          {photos.length > 0 ? (
            <PhotoGrid photos={photos} onOpen={changeIndex} />
          ) : (
            <p className="text-ink-muted">Album ini belum memiliki foto.</p>
          )}
          <p className="mt-10">
            <Link to="/galeri-kegiatan" className="text-brand-800 font-semibold hover:underline">
              <span aria-hidden="true">‹ </span>Kembali ke Galeri Kegiatan
            </Link>
          </p>
        </div>
      </section>
      {hasOpened ? (
        <Suspense fallback={null}>
          <Lightbox title={album.title} photos={photos} index={index} onIndexChange={changeIndex} />
        </Suspense>
      ) : null}
    </>
  );
}
