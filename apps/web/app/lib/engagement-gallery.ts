/** Pure rules of the activity gallery: its card data, image sizes, and lightbox movement. */

/** One photo as the pages show it (the API's responsive WebP sizes). */
export interface GalleryPhoto {
  id: number;
  src: string;
  srcset: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/** A page's link preview: a photo's file and, when its srcset tells it, the file's size. */
export function photoPreview(photo: GalleryPhoto | null | undefined): {
  image: string | null;
  imageSize: { width: number; height: number } | null;
} {
  return photo ? { image: photo.src, imageSize: photoFileSize(photo) } : { image: null, imageSize: null };
}

/**
 * The size of the file a photo's `src` names (its largest stored width, the height in
 * proportion); null when its srcset does not list that file.
 */
function photoFileSize(
  photo: Pick<GalleryPhoto, 'src' | 'srcset' | 'width' | 'height'>,
): { width: number; height: number } | null {
  if (photo.width <= 0) return null;
  for (const entry of photo.srcset.split(',')) {
    const [url, descriptor = ''] = entry.trim().split(/\s+/);
    const width = Number(/^(\d+)w$/.exec(descriptor)?.[1]);
    if (url === photo.src && width > 0)
      return { width, height: Math.round((photo.height * width) / photo.width) };
  }
  return null;
}

/** An album card: everything formatted by the loader. */
export interface AlbumCardData {
  slug: string;
  title: string;
  description: string;
  categoryTitle: string;
  categorySlug: string;
  chapterName: string | null;
  /** "8 November 2026". */
  date: string;
  /** "2026-11-08", for `<time dateTime>`. */
  isoDate: string;
  photoCount: number;
  cover: GalleryPhoto | null;
}

/** The gallery's breadcrumb step. */
export const GALLERY_STEP = { name: 'Galeri Kegiatan', path: '/galeri-kegiatan' } as const;
/** The gallery categories' breadcrumb step. */
export const GALLERY_CATEGORIES_STEP = { name: 'Kategori', path: '/galeri-kegiatan/category' } as const;

/** Albums per page of the gallery lists. */
export const ALBUMS_PER_PAGE = 12;

/** Widths the album cards take: one column on phones, two on tablets, three on desktops. */
export const ALBUM_CARD_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

/** Widths of the photos in an album's grid (two, three, then four columns). */
export const PHOTO_GRID_SIZES = '(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw';

/** Photos above the fold load at once; the rest lazily. */
export const EAGER_PHOTOS = 4;

/**
 * Unix seconds of a `YYYY-MM-DD` event date, at noon WIB so that the day never shifts when
 * formatted; `null` for anything else.
 */
export function eventDateSeconds(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d, 5, 0, 0); // 12.00 WIB = 05.00 UTC
  const check = new Date(ms);
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? ms / 1000 : null;
}

/** The index `step` photos away from `index`, wrapping around both ends. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A horizontal swipe shorter than this (CSS pixels) is a tap, not a move. */
export const SWIPE_MIN_PX = 40;

/**
 * Which way a pointer gesture moves the lightbox: a left swipe shows the next photo (+1), a right
 * swipe the previous (-1); short or mostly vertical movements are 0.
 */
export function swipeStep(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.2) return 0;
  return dx < 0 ? 1 : -1;
}

/** The counter of the lightbox: "3 / 6". */
export function photoCounter(index: number, count: number): string {
  return `${index + 1} / ${count}`;
}
