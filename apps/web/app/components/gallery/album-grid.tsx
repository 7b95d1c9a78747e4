import type { AlbumCardData } from '../../lib/engagement-gallery';
import { ImagesIcon } from '../engagement/engagement-icons';
import { AlbumCard } from './album-card';

/** Album cards in a responsive grid (the first row loads at once), or a friendly empty state. */
export function AlbumGrid({ albums, emptyText }: { albums: AlbumCardData[]; emptyText: string }) {
  if (albums.length === 0) {
    return (
      <div className="bg-surface ring-line mx-auto flex max-w-xl flex-col items-center rounded-2xl px-6 py-12 text-center ring-1">
        <span className="bg-brand-100 text-brand-800 flex size-14 items-center justify-center rounded-full">
          <ImagesIcon className="size-7" />
        </span>
        <p className="text-ink-muted mt-4">{emptyText}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {albums.map((album, index) => (
        <li key={album.slug}>
          <AlbumCard album={album} isEager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
