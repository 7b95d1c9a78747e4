import { EAGER_PHOTOS, type GalleryPhoto, PHOTO_GRID_SIZES } from '../../lib/engagement-gallery';

/**
 * An album's photos as a grid of buttons that open the lightbox. The first row loads at once,
 * the rest lazily; every photo keeps its size (no layout shift) and its alt text.
 */
export function PhotoGrid({ photos, onOpen }: { photos: GalleryPhoto[]; onOpen: (index: number) => void }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <button
            type="button"
            onClick={() => onOpen(index)}
            data-photo-index={index}
            aria-label={`Buka foto ${index + 1} dari ${photos.length}: ${photo.alt}`}
            className="group bg-brand-100 relative block aspect-square w-full overflow-hidden rounded-xl"
          >
            <img
              src={photo.src}
              srcSet={photo.srcset}
              sizes={PHOTO_GRID_SIZES}
              width={photo.width}
              height={photo.height}
              alt={photo.alt}
              loading={index < EAGER_PHOTOS ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transform-none"
            />
            <span
              aria-hidden="true"
              className="from-brand-950/60 absolute inset-0 bg-gradient-to-t to-transparent opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
