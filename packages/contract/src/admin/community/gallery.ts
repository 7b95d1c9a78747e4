import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { paged } from '../../envelope';
import { pageFields, requiredText } from '../../fields';
import {
  chapter,
  id,
  optionalText,
  slugInput,
  dataUrl,
  chapterIdInput,
  ok,
  content,
} from './shared';

// ---------------------------------------------------------------- gallery

export const CommunityGalleryCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  album_count: z.number().int(),
});

export const listCommunityGalleryCategories = endpoint({
  ...chapter,
  id: 'listCommunityGalleryCategories',
  method: 'GET',
  path: 'community/gallery/category/list',
  summary: 'Gallery categories with their album counts.',
  response: z.array(CommunityGalleryCategorySchema),
});

export const saveGalleryCategory = endpoint({
  ...content,
  id: 'saveGalleryCategory',
  method: 'POST',
  path: 'community/gallery/category/save',
  summary:
    'Creates (without id) or renames a gallery category; its permalink stays unless changed.',
  body: z.object({ id: id().optional(), title: requiredText(120), slug: slugInput() }),
  response: CommunityGalleryCategorySchema,
  errors: [404, 409],
});

export const deleteGalleryCategory = endpoint({
  ...content,
  id: 'deleteGalleryCategory',
  method: 'POST',
  path: 'community/gallery/category/delete',
  summary: 'Deletes a category without albums.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const CommunityImageSchema = z.object({
  id: z.number().int(),
  src: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
  sort_order: z.number().int(),
});
export type CommunityImage = z.infer<typeof CommunityImageSchema>;

export const CommunityAlbumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  event_date: z.string().meta({ description: 'YYYY-MM-DD' }),
  image_count: z.number().int(),
  cover_thumb: z.string().nullable(),
});
export type CommunityAlbum = z.infer<typeof CommunityAlbumSchema>;

export const listCommunityAlbums = endpoint({
  ...chapter,
  id: 'listCommunityAlbums',
  method: 'POST',
  path: 'community/gallery/album/list',
  summary: 'Albums, newest date first; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(CommunityAlbumSchema),
});

export const getCommunityAlbum = endpoint({
  ...chapter,
  id: 'getCommunityAlbum',
  method: 'GET',
  path: 'community/gallery/album/detail/{id}',
  summary: 'An album with its images in order.',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  response: CommunityAlbumSchema.extend({ images: z.array(CommunityImageSchema) }),
  errors: [404],
});

export const saveGalleryAlbum = endpoint({
  ...chapter,
  id: 'saveGalleryAlbum',
  method: 'POST',
  path: 'community/gallery/album/save',
  summary: 'Creates (without id) or edits an album.',
  body: z.object({
    id: id().optional(),
    title: requiredText(200),
    slug: slugInput(),
    description: optionalText(2000),
    category_id: id(),
    chapter_id: chapterIdInput(),
    // The year 0 is a valid ISO date that no calendar (nor PostgreSQL) has.
    event_date: z.iso.date('Tanggal tidak valid').refine((v) => !v.startsWith('0000'), 'Tanggal tidak valid'),
  }),
  response: CommunityAlbumSchema,
  errors: [404, 409],
});

export const deleteGalleryAlbum = endpoint({
  ...chapter,
  id: 'deleteGalleryAlbum',
  method: 'POST',
  path: 'community/gallery/album/delete',
  summary: 'Deletes an album with its images and their stored sizes.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404],
});

export const uploadGalleryImage = endpoint({
  ...chapter,
  id: 'uploadGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/upload',
  summary:
    'Adds one image to an album (one call per image): checked, resized once to WebP sizes, placed last.',
  body: z.object({
    album_id: id(),
    image: dataUrl(),
    alt: requiredText(300),
    caption: optionalText(500),
  }),
  response: CommunityImageSchema,
  errors: [404],
});

export const updateGalleryImage = endpoint({
  ...chapter,
  id: 'updateGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/update',
  summary: "Edits an image's alt text and caption.",
  body: z.object({ id: id(), alt: requiredText(300), caption: optionalText(500) }),
  response: CommunityImageSchema,
  errors: [404],
});

export const reorderGalleryImages = endpoint({
  ...chapter,
  id: 'reorderGalleryImages',
  method: 'POST',
  path: 'community/gallery/image/reorder',
  summary: "Sets the order of an album's images: every image id of the album, in the new order.",
  body: z.object({ album_id: id(), image_ids: z.array(id()).min(1).max(1000) }),
  response: z.object({ album_id: z.number().int(), image_ids: z.array(z.number().int()) }),
  errors: [404],
});

export const deleteGalleryImage = endpoint({
  ...chapter,
  id: 'deleteGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/delete',
  summary: 'Deletes an image and its stored sizes.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404],
});
