import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { MAX_POST_TAGS, TAG_TITLE_MESSAGE, TAG_TITLE_PATTERN, dataUrl, formArray, formBool, formInt, pageFields, requiredText, unixSeconds } from '../fields';
import { BlogSectionSchema, NewsContentTypeSchema, NewsVisibilitySchema, TagSchema } from '../visitor/news-schemas';
import { blankOr, blankOrNull, contentCall, optionalPermalink, optionalWebUrl, searchText } from './content-fields';

/** Published: public and its time has come; scheduled: public, time still ahead; private: hidden. */
export const ArticleStateSchema = z.enum(['published', 'scheduled', 'private']);
export type ArticleState = z.infer<typeof ArticleStateSchema>;

export const AdminArticleItemSchema = z.object({
  id: z.number().int(),
  permalink: z.string(),
  title: z.string(),
  excerpt: z.string(),
  cover_image: z.string().nullable(),
  content_type: NewsContentTypeSchema,
  visibility: NewsVisibilitySchema,
  state: ArticleStateSchema,
  section: BlogSectionSchema.nullable(),
  category_id: z.number().int(),
  category_title: z.string(),
  category_permalink: z.string(),
  author_name: z.string(),
  editor_choice: z.boolean(),
  views: z.number().int(),
  published_at: z.number().int(),
  updated_at: z.number().int(),
});
export type AdminArticleItem = z.infer<typeof AdminArticleItemSchema>;

export const AdminArticleSchema = AdminArticleItemSchema.extend({
  content: z.string(),
  video_url: z.string().nullable(),
  tags: z.array(TagSchema),
});
export type AdminArticle = z.infer<typeof AdminArticleSchema>;

/** A saved post, and whether its permalink used to lead elsewhere. */
export const SavedArticleSchema = AdminArticleSchema.extend({
  old_address_of: z
    .object({ id: z.number().int(), title: z.string() })
    .nullable()
    .meta({
      description:
        "Another post whose old address (kept after a permalink change, answered with a 301) this post's permalink is: that address now opens this post instead. Null when it was no one's.",
    }),
});
export type SavedArticle = z.infer<typeof SavedArticleSchema>;

/** The editor's fields. Times are Unix seconds; the cover is a data URL (JPEG, PNG or WebP). */
export const ArticleInputSchema = z.object({
  title: requiredText(200),
  permalink: optionalPermalink(),
  excerpt: z.string().trim().max(500).optional(),
  content: z.string().max(400_000, 'Isi artikel terlalu panjang'),
  cover_image: blankOr(dataUrl()),
  remove_cover: formBool().optional(),
  category_id: formInt(),
  section: blankOrNull(BlogSectionSchema),
  // "!!!" or "😀" makes no permalink, and would be merged with any other such tag.
  tags: formArray(z.string().trim().min(1, 'Tag tidak boleh kosong').max(60).regex(TAG_TITLE_PATTERN, TAG_TITLE_MESSAGE))
    .refine((list) => list.length <= MAX_POST_TAGS, `Paling banyak ${MAX_POST_TAGS} tag untuk satu artikel`)
    .optional(),
  content_type: NewsContentTypeSchema.optional(),
  video_url: optionalWebUrl(),
  editor_choice: formBool().optional(),
  author_name: requiredText(120),
  visibility: NewsVisibilitySchema.optional(),
  published_at: blankOr(unixSeconds()),
});
export type ArticleInput = z.input<typeof ArticleInputSchema>;

export const listAdminArticles = endpoint({
  ...contentCall,
  id: 'listAdminArticles',
  method: 'POST',
  path: 'news/list',
  summary: 'Every post (public, scheduled and private), newest first, searchable and filterable.',
  body: z.object({
    q: searchText,
    category_id: blankOr(formInt()),
    section: blankOr(BlogSectionSchema),
    content_type: blankOr(NewsContentTypeSchema),
    state: blankOr(ArticleStateSchema),
    ...pageFields,
  }),
  response: paged(AdminArticleItemSchema),
});

export const getAdminArticle = endpoint({
  ...contentCall,
  id: 'getAdminArticle',
  method: 'GET',
  path: 'news/detail/{id}',
  summary: 'One post with its HTML and tags, whatever its state.',
  params: z.object({ id: formInt() }),
  response: AdminArticleSchema,
  errors: [404],
});

export const createArticle = endpoint({
  ...contentCall,
  id: 'createArticle',
  method: 'POST',
  path: 'news/create',
  encoding: 'json',
  summary: 'Writes a post: HTML sanitised, permalink made from the title when empty, tags created by title.',
  body: ArticleInputSchema,
  response: SavedArticleSchema,
  errors: [409],
});

export const updateArticle = endpoint({
  ...contentCall,
  id: 'updateArticle',
  method: 'POST',
  path: 'news/update',
  encoding: 'json',
  summary: 'Saves a post; the cover stays unless a new one is sent or `remove_cover` is set.',
  body: ArticleInputSchema.extend({ id: formInt() }),
  response: SavedArticleSchema,
  errors: [404, 409],
});

export const publishArticle = endpoint({
  ...contentCall,
  id: 'publishArticle',
  method: 'POST',
  path: 'news/publish',
  summary: 'Publishes (Public) or hides (Private) a post; `published_at` in the future schedules it.',
  body: z.object({
    id: formInt(),
    visibility: NewsVisibilitySchema,
    published_at: blankOr(unixSeconds()),
  }),
  response: AdminArticleItemSchema,
  errors: [404],
});

export const deleteArticle = endpoint({
  ...contentCall,
  id: 'deleteArticle',
  method: 'POST',
  path: 'news/delete',
  summary: 'Deletes a post with its comments, reads and tags links.',
  body: z.object({ id: formInt() }),
  response: z.object({ id: z.number().int() }),
  errors: [404],
});

export const uploadArticleImage = endpoint({
  ...contentCall,
  id: 'uploadArticleImage',
  method: 'POST',
  path: 'news/image',
  encoding: 'json',
  summary: "Stores an image for a post's body (as WebP) and answers its URL.",
  body: z.object({ image: dataUrl() }),
  response: z.object({ url: z.string() }),
});
