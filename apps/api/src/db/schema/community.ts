import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const chapters = pgTable('chapters', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  city: text('city').notNull(),
  province: text('province').notNull(),
  address: text('address').notNull(),
  phone: text('phone'),
  email: text('email'),
  instagram: text('instagram'),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Members of the national board, the advisory council (dewan-syuro) and chapter boards. */
export const boardMembers = pgTable(
  'board_members',
  {
    id: serial('id').primaryKey(),
    board: text('board', { enum: ['nasional', 'chapter', 'dewan-syuro'] }).notNull(),
    chapterId: integer('chapter_id').references(() => chapters.id),
    name: text('name').notNull(),
    position: text('position').notNull(),
    photo: text('photo'),
    termStart: integer('term_start').notNull(),
    termEnd: integer('term_end').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('board_members_board_idx').on(t.board, t.chapterId, t.sortOrder)],
);

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    coverImage: text('cover_image'),
    /** The stored cover's size in pixels; null when not recorded (a cover stored before they were). */
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place'),
    address: text('address'),
    city: text('city'),
    onlineUrl: text('online_url'),
    mapUrl: text('map_url'),
    seats: integer('seats'),
    priceMember: integer('price_member').notNull().default(0),
    priceNonMember: integer('price_non_member').notNull().default(0),
    registrationOpen: boolean('registration_open').notNull().default(true),
    published: boolean('published').notNull().default(true),
    chapterId: integer('chapter_id').references(() => chapters.id),
    /** Speakers shown on the event page, in order. */
    speakers: jsonb('speakers').$type<{ name: string; title: string }[]>().notNull().default([]),
    participantCount: integer('participant_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_starts_idx').on(t.published, t.startsAt)],
);
