import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chapters } from './community';

export const galleryCategories = pgTable('gallery_categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const galleryAlbums = pgTable(
  'gallery_albums',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => galleryCategories.id),
    chapterId: integer('chapter_id').references(() => chapters.id),
    eventDate: date('event_date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last change of the album or of a photo's words or order (a new photo has its own `created_at`). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_albums_date_idx').on(t.eventDate)],
);

/** A photo; `sizes` lists the widths stored as `${keyBase}-${width}.webp`. */
export const galleryImages = pgTable(
  'gallery_images',
  {
    id: serial('id').primaryKey(),
    albumId: integer('album_id')
      .notNull()
      .references(() => galleryAlbums.id, { onDelete: 'cascade' }),
    keyBase: text('key_base').notNull(),
    sizes: integer('sizes').array().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull(),
    caption: text('caption').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('gallery_images_album_idx').on(t.albumId, t.sortOrder)],
);
