import { Link } from 'react-router';
import { ALBUM_CARD_SIZES, type AlbumCardData } from '../../lib/engagement-gallery';
import { CalendarIcon, MapPinIcon } from '../icons';
import { ImagesIcon } from '../engagement/engagement-icons';

/** One album in a gallery list: cover, category chip, title, date, chapter and photo count. */
export function AlbumCard({ album, isEager = false }: { album: AlbumCardData; isEager?: boolean }) {
  const href = `/galeri-kegiatan/${album.slug}`;
  return (
    <article className="group bg-surface ring-line relative flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition hover:-translate-y-0.5 hover:shadow-lg motion-reduce:transform-none">
      <div className="bg-brand-100 relative aspect-[3/2] overflow-hidden">
        {album.cover ? (
          <img
            src={album.cover.src}
            srcSet={album.cover.srcset}
            sizes={ALBUM_CARD_SIZES}
            width={album.cover.width}
            height={album.cover.height}
            alt={album.cover.alt}
            loading={isEager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transform-none"
          />
        ) : (
          <span className="text-brand-400 flex size-full items-center justify-center">
            <ImagesIcon className="size-12" />
          </span>
        )}
        <span className="bg-brand-950/75 absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold text-white backdrop-blur-sm">
          <ImagesIcon className="size-4" />
          {album.photoCount} foto
        </span>
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Link
          to={`/galeri-kegiatan/category/${album.categorySlug}`}
          className="bg-brand-50 text-brand-800 hover:bg-brand-100 relative z-10 self-start rounded-full px-3 py-1 text-xs font-semibold"
        >
          {album.categoryTitle}
        </Link>
        <h2 className="text-brand-900 mt-3 text-lg leading-snug font-bold">
          <Link to={href} className="after:absolute after:inset-0 hover:underline">
            {album.title}
          </Link>
        </h2>
        {album.description ? (
          <p className="text-ink-muted mt-2 line-clamp-2 text-sm">{album.description}</p>
        ) : null}
        <p className="text-ink-subtle mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon className="size-4" />
            <time dateTime={album.isoDate}>{album.date}</time>
          </span>
          {album.chapterName ? (
            <span className="inline-flex items-center gap-1.5">
              <MapPinIcon className="size-4" />
              {album.chapterName}
            </span>
          ) : null}
        </p>
      </div>
    </article>
  );
}
