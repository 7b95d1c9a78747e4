import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { formInt, pageFields, requiredText } from '../fields';
import {
  BlogSectionSchema,
  NewsDetailSchema,
  NewsFiltersSchema,
  NewsItemSchema,
  NewsWithContentSchema,
  SearchResultSchema,
  permalinkField,
} from './news-schemas';

const post = { service: 'visitor', method: 'POST', auth: 'client' } as const;
const get = { service: 'visitor', method: 'GET', auth: 'client' } as const;

export const listByCategoryFilters = endpoint({
  ...post,
  id: 'listByCategoryFilters',
  path: 'category/permalink',
  summary: 'Posts filtered by visibility, content type and category permalink (the alert banner uses category alert).',
  body: z.object({
    columnFilters: z
      .object({
        news_visibility: z.enum(['Public']).optional(),
        news_content_type: z.enum(['article', 'video', 'page']).optional(),
        category_permalink: z.string().max(200).optional(),
      })
      .optional(),
    ...pageFields,
  }),
  response: paged(NewsWithContentSchema),
});

export const listNewContent = endpoint({
  ...post,
  id: 'listNewContent',
  path: 'news/new_content',
  summary: 'Newest public posts, with the news listing filters.',
  body: NewsFiltersSchema,
  response: paged(NewsItemSchema),
});

export const listPopularWeek = endpoint({
  ...post,
  id: 'listPopularWeek',
  path: 'news/popular_week',
  summary: 'Posts read most in the last 7 days (empty when none were read).',
  body: NewsFiltersSchema,
  response: paged(NewsItemSchema),
});

export const listPopularPrevWeek = endpoint({
  ...post,
  id: 'listPopularPrevWeek',
  path: 'news/popular_prev_week',
  summary: 'Posts read most 7 to 14 days ago, the fallback of popular_week.',
  body: NewsFiltersSchema,
  response: paged(NewsItemSchema),
});

export const getNewsByPermalink = endpoint({
  ...get,
  id: 'getNewsByPermalink',
  path: 'news/permalink',
  summary: 'One public post by its permalink, with content and tags.',
  query: z.object({ news_permalink: z.string().trim().min(1, 'Wajib diisi').max(200) }),
  response: NewsDetailSchema,
  errors: [404],
});

export const listArticles = endpoint({
  ...post,
  id: 'listArticles',
  path: 'article/list',
  summary: 'Public posts, paged, optionally of one category, tag or blog section.',
  body: NewsFiltersSchema.extend({
    category_permalink: z.string().max(200).optional(),
    tag_permalink: z.string().max(200).optional(),
    section: BlogSectionSchema.optional(),
    content_type: z.enum(['article', 'video', 'page']).optional(),
    editor_choice: z.enum(['true', 'false', '1', '0']).optional(),
  }),
  response: paged(NewsItemSchema),
});

export const searchArticles = endpoint({
  ...post,
  id: 'searchArticles',
  path: 'article/searching',
  summary: 'Full-text search in Indonesian over titles and bodies, ranked, with a trigram fallback for typos.',
  body: z.object({ s: requiredText(200), ...pageFields }),
  response: paged(SearchResultSchema),
});

export const listRelated = endpoint({
  ...post,
  id: 'listRelated',
  path: 'article/get-related',
  summary: 'Posts related to one post (shared tags, then its category); 5 per page by default.',
  body: NewsFiltersSchema.extend({ news_id: formInt() }),
  response: paged(NewsItemSchema),
  errors: [404],
});

export const listRecommendations = endpoint({
  ...post,
  id: 'listRecommendations',
  path: 'article/get-recommendation',
  summary: 'Posts recommended to this reader, excluding what they read when exclude_read; 5 per page by default.',
  body: NewsFiltersSchema,
  response: paged(NewsItemSchema),
});

export const recordRead = endpoint({
  ...post,
  id: 'recordRead',
  path: 'article/read-history',
  summary: "Records that this reader (member token, or the signed visitor id in user_id) read a post.",
  body: z.object({ user_id: z.string().max(100).optional(), news_id: formInt() }),
  response: z.object({ news_id: z.number().int(), views: z.number().int() }),
  errors: [404],
  rateLimit: 'write',
});

export const getArticleViews = endpoint({
  ...get,
  id: 'getArticleViews',
  path: 'article/views',
  summary: 'How many times a post was read.',
  query: z.object({ news_id: formInt() }),
  response: z.object({ news_id: z.number().int(), views: z.number().int() }),
  errors: [404],
});

export const recordExternalLink = endpoint({
  ...post,
  id: 'recordExternalLink',
  path: 'article/external-link',
  summary: 'Counts a click on an outside link inside a post.',
  body: z.object({ news_id: formInt(), url: z.url({ protocol: /^https?$/ }).max(2000) }),
  response: z.object({ clicks: z.number().int() }),
  errors: [404],
  rateLimit: 'write',
});

export const listCatalogueByLetter = endpoint({
  ...get,
  id: 'listCatalogueByLetter',
  path: 'news/news_content_by_category_permalink_by_first_char/{char}/{category}',
  summary: 'Entries of a catalogue category (penyakit-katalog) whose title starts with a letter.',
  params: z.object({
    char: z
      .string()
      .regex(/^[A-Za-z]$/, 'Satu huruf A–Z')
      .transform((c) => c.toUpperCase()),
    category: permalinkField(),
  }),
  response: z.array(NewsItemSchema),
});

export const SitemapEntrySchema = z.object({
  kind: z.enum(['news', 'event', 'chapter', 'category', 'tag', 'gallery_category', 'album']),
  permalink: z.string(),
  section: BlogSectionSchema.nullable(),
  updated_at: z.number().int(),
});

export const getSitemap = endpoint({
  ...get,
  id: 'getSitemap',
  path: 'sitemap',
  summary:
    'Every public permalink with its last change, for sitemap.xml: posts, events, chapter boards, the reading categories and tags that hold a public post, gallery categories and the albums with a photo.',
  response: z.array(SitemapEntrySchema),
});
