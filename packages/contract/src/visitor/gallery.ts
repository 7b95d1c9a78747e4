import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { pageFields } from '../fields';
import { permalinkField } from './news-schemas';

/** One photo in responsive sizes (WebP), generated once on upload. */
export const GalleryImageSchema = z.object({
  id: z.number().int(),
  src: z.string().meta({ description: 'The largest size.' }),
  srcset: z.string().meta({ description: 'Every size with its width, for <img srcset>.' }),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
});
export type GalleryImage = z.infer<typeof GalleryImageSchema>;

export const GalleryAlbumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_title: z.string(),
  category_slug: z.string(),
  chapter_name: z.string().nullable(),
  event_date: z.string().meta({ description: 'YYYY-MM-DD' }),
  image_count: z.number().int(),
  cover: GalleryImageSchema.nullable(),
});
export type GalleryAlbum = z.infer<typeof GalleryAlbumSchema>;

export const GalleryCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  album_count: z.number().int(),
});

export const listGalleryAlbums = endpoint({
  id: 'listGalleryAlbums',
  service: 'visitor',
  method: 'POST',
  path: 'gallery/list',
  auth: 'client',
  summary:
    'Activity gallery albums with at least one photo, newest event first, optionally of one category.',
  body: z.object({ category_slug: permalinkField().optional(), ...pageFields }),
  response: paged(GalleryAlbumSchema),
  errors: [404],
});

export const getGalleryAlbum = endpoint({
  id: 'getGalleryAlbum',
  service: 'visitor',
  method: 'GET',
  path: 'gallery/detail/{slug}',
  auth: 'client',
  summary: 'One album with its photos in order; an album without photos is not public yet (404).',
  params: z.object({ slug: permalinkField() }),
  response: GalleryAlbumSchema.extend({ images: z.array(GalleryImageSchema) }),
  errors: [404],
});

export const listGalleryCategories = endpoint({
  id: 'listGalleryCategories',
  service: 'visitor',
  method: 'GET',
  path: 'gallery/category/list',
  auth: 'client',
  summary: 'Gallery categories with their number of public albums (those with at least one photo).',
  response: z.array(GalleryCategorySchema),
});
