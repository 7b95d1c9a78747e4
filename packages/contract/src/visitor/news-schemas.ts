import { z } from 'zod';
import { formArray, formBool, formInt, imageSideField, pageFields } from '../fields';

export const BLOG_SECTIONS = ['dakwah-renungan', 'motivasi', 'sejarah-wawasan'] as const;
export const BlogSectionSchema = z.enum(BLOG_SECTIONS);
export type BlogSection = z.infer<typeof BlogSectionSchema>;

export const NewsContentTypeSchema = z.enum(['article', 'video', 'page']);
export const NewsVisibilitySchema = z.enum(['Public', 'Private']);

/** A permalink: lower-case words joined by hyphens. */
export const permalinkField = () =>
  z
    .string()
    .trim()
    .min(1, 'Wajib diisi')
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Permalink hanya huruf kecil, angka, dan tanda hubung');

export const TagSchema = z.object({
  id: z.number().int(),
  tag_title: z.string(),
  tag_permalink: z.string(),
});
export type Tag = z.infer<typeof TagSchema>;

export const CategorySchema = z.object({
  id: z.number().int(),
  category_title: z.string(),
  category_permalink: z.string(),
  category_description: z.string(),
  total_news: z.number().int(),
});
export type Category = z.infer<typeof CategorySchema>;

/** A post as lists show it. Times are Unix seconds. */
export const NewsItemSchema = z.object({
  id: z.number().int(),
  news_permalink: z.string(),
  news_title: z.string(),
  news_excerpt: z.string(),
  news_image: z.string().nullable(),
  news_image_srcset: z
    .string()
    .nullable()
    .meta({ description: 'The cover in smaller WebP widths, as an img `srcset` ("<url> 320w, <url> 640w"); null when none are stored.' }),
  news_content_type: NewsContentTypeSchema,
  news_visibility: NewsVisibilitySchema,
  news_section: BlogSectionSchema.nullable(),
  news_video_url: z.string().nullable(),
  category_id: z.number().int(),
  category_title: z.string(),
  category_permalink: z.string(),
  author_name: z.string(),
  published_at: z.number().int(),
  views: z.number().int(),
});
export type NewsItem = z.infer<typeof NewsItemSchema>;

/** A post with its sanitised HTML and tags. */
export const NewsDetailSchema = NewsItemSchema.extend({
  news_image_width: imageSideField(),
  news_image_height: imageSideField(),
  news_content: z.string(),
  editor_choice: z.boolean(),
  updated_at: z.number().int(),
  tags: z.array(TagSchema),
});
export type NewsDetail = z.infer<typeof NewsDetailSchema>;

/** A list item that also carries its HTML (the alert banner shows it). */
export const NewsWithContentSchema = NewsItemSchema.extend({ news_content: z.string() });

export const SearchResultSchema = NewsItemSchema.extend({
  snippet: z.string().meta({ description: 'HTML with the matches inside <mark>; everything else escaped.' }),
  rank: z.number(),
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** The news listing filters of SPEC section 3. */
export const NewsFiltersSchema = z.object({
  user_id: z.string().max(100).optional(),
  exclude_news_id: formArray(formInt()).optional(),
  exclude_read: formBool().optional(),
  exclude_tags: formArray(z.string().max(200)).optional(),
  exclude_category: formArray(z.string().max(200)).optional(),
  order_by: z.enum(['newest', 'oldest', 'popular']).optional(),
  ...pageFields,
});
export type NewsFilters = z.output<typeof NewsFiltersSchema>;
