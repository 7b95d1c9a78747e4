import type { GalleryAlbum, GalleryImage, Paged } from '@sbc/contract';
import { formatDate } from '@sbc/format/date';
import { data } from 'react-router';
import { publicApi } from './api.server';
import { pageCount } from '@sbc/ui/page-window';
import { type AlbumCardData, eventDateSeconds, type GalleryPhoto } from './engagement-gallery';

/** A photo of the API with only what the page shows. */
export function toGalleryPhoto(image: GalleryImage): GalleryPhoto {
  return {
    id: image.id,
    src: image.src,
    srcset: image.srcset,
    width: image.width,
    height: image.height,
    alt: image.alt,
    caption: image.caption,
  };
}

/** "8 November 2026" of a `YYYY-MM-DD` event date (as given when it cannot be read). */
export function formatEventDate(value: string): string {
  const seconds = eventDateSeconds(value);
  return seconds === null ? value : formatDate(seconds);
}

/** An album of the API as a card, the date formatted. */
export function toAlbumCard(album: GalleryAlbum): AlbumCardData {
  return {
    slug: album.slug,
    title: album.title,
    description: album.description,
    categoryTitle: album.category_title,
    categorySlug: album.category_slug,
    chapterName: album.chapter_name,
    date: formatEventDate(album.event_date),
    isoDate: album.event_date,
    photoCount: album.image_count,
    cover: album.cover ? toGalleryPhoto(album.cover) : null,
  };
}

/** One page of album cards. */
export interface AlbumPage {
  albums: AlbumCardData[];
  page: number;
  totalPages: number;
  total: number;
}

/** A paged answer as cards; a page beyond the last of a non-empty list is a 404. */
export function toAlbumPage(result: Paged<GalleryAlbum>, page: number, perPage: number): AlbumPage {
  const totalPages = pageCount(result.totalRecords, perPage);
  if (page > totalPages) throw data(null, { status: 404 });
  return { albums: result.data.map(toAlbumCard), page, totalPages, total: result.totalRecords };
}

/** The gallery's categories as chips (slug, title, album count). */
export async function loadGalleryCategories(signal?: AbortSignal) {
  const categories = await publicApi.listGalleryCategories({ signal });
  return categories.map((c) => ({ slug: c.slug, title: c.title, albumCount: c.album_count }));
}
