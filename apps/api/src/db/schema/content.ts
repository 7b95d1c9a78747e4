import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  permalink: text('permalink').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  highlight: boolean('highlight').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  visits: integer('visits').notNull().default(0),
});

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  permalink: text('permalink').notNull().unique(),
  title: text('title').notNull(),
  visits: integer('visits').notNull().default(0),
});

/** Posts: articles, videos and pages. `content` is sanitised HTML; `search` is derived by the database. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    permalink: text('permalink').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    content: text('content').notNull(),
    contentType: text('content_type', { enum: ['article', 'video', 'page'] }).notNull().default('article'),
    visibility: text('visibility', { enum: ['Public', 'Private'] }).notNull().default('Public'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    section: text('section', { enum: ['dakwah-renungan', 'motivasi', 'sejarah-wawasan'] }),
    coverImage: text('cover_image'),
    /** Widths of the cover's smaller WebP copies, stored as `<cover key without .webp>-<width>.webp`; null: none. */
    coverWidths: integer('cover_widths').array(),
    /** The stored cover's (`cover_image`) size in pixels; null when not recorded (a cover stored before they were). */
    coverWidth: integer('cover_width'),
    coverHeight: integer('cover_height'),
    videoUrl: text('video_url'),
    authorName: text('author_name').notNull(),
    editorChoice: boolean('editor_choice').notNull().default(false),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('indonesian', coalesce(title, '')), 'A') || setweight(to_tsvector('indonesian', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('indonesian', regexp_replace(coalesce(content, ''), '<[^>]*>', ' ', 'g')), 'C')`,
    ),
  },
  (t) => [
    index('news_public_published_idx').on(t.visibility, t.publishedAt.desc(), t.id.desc()),
    index('news_category_published_idx').on(t.categoryId, t.publishedAt.desc()),
    index('news_section_published_idx').on(t.section, t.publishedAt.desc()),
    index('news_search_idx').using('gin', t.search),
    index('news_title_upper_idx').on(sql`upper(left(${t.title}, 1))`, t.categoryId),
  ],
);

export const newsTags = pgTable(
  'news_tags',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.tagId] }), index('news_tags_tag_idx').on(t.tagId)],
);

/** One row per reader per post per day: read history, popularity by week, exclude_read. */
export const newsReads = pgTable(
  'news_reads',
  {
    readerId: text('reader_id').notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.readerId, t.newsId, t.day] }),
    index('news_reads_day_idx').on(t.day, t.newsId),
  ],
);

export const externalLinkClicks = pgTable(
  'external_link_clicks',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.url] })],
);

/** Distinct words of all posts, for trigram matching of typos and stems the stemmer misses. */
export const searchTerms = pgTable(
  'search_terms',
  { term: text('term').primaryKey() },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Old addresses of posts, categories, tags and events: written when a permalink changes or one
 * entry is merged into another, so a link shared before still leads (301) to the current page.
 * `kind` is news, category, tag or event; `target_id` the entry's id in that kind's table.
 */
export const permalinkRedirects = pgTable(
  'permalink_redirects',
  {
    kind: text('kind').notNull(),
    oldPermalink: text('old_permalink').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.oldPermalink] }), index('permalink_redirects_target_idx').on(t.kind, t.targetId)],
);
