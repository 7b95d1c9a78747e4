import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { formInt, pageFields } from '../fields';
import { CategorySchema, NewsItemSchema, TagSchema, permalinkField } from './news-schemas';

const post = { service: 'visitor', method: 'POST', auth: 'client' } as const;
const get = { service: 'visitor', method: 'GET', auth: 'client' } as const;

export const findCategory = endpoint({
  ...post,
  id: 'findCategory',
  path: 'category/find',
  summary: 'One category by its permalink.',
  body: z.object({ permalink: permalinkField() }),
  response: CategorySchema,
  errors: [404],
});

export const listCategoryNews = endpoint({
  ...post,
  id: 'listCategoryNews',
  path: 'category/news',
  summary: "A category's public posts, paged, newest first.",
  body: z.object({ category_permalink: permalinkField(), ...pageFields }),
  response: paged(NewsItemSchema),
  errors: [404],
});

export const listCategories = endpoint({
  ...get,
  id: 'listCategories',
  path: 'category/list',
  summary: 'Blog categories with their number of public posts.',
  response: z.array(CategorySchema),
});

export const HighlightCategorySchema = CategorySchema.extend({ news: z.array(NewsItemSchema) });

export const listHighlightCategories = endpoint({
  ...get,
  id: 'listHighlightCategories',
  path: 'category/highlight',
  summary: 'Highlighted categories for the home carousel, each with its latest posts.',
  query: z.object({ limit: formInt().pipe(z.number().int().min(1).max(20)).optional() }),
  response: z.array(HighlightCategorySchema),
});

export const getTagNews = endpoint({
  ...post,
  id: 'getTagNews',
  path: 'tag/permalink',
  summary: 'A tag and its public posts, paged.',
  body: z.object({ tag_permalink: permalinkField(), ...pageFields }),
  response: paged(NewsItemSchema).extend({ tag: TagSchema }),
  errors: [404],
});

export const listTags = endpoint({
  ...get,
  id: 'listTags',
  path: 'tag/list',
  summary: 'Every tag with its number of public posts.',
  response: z.array(TagSchema.extend({ total_news: z.number().int() })),
});

export const countCategoryVisit = endpoint({
  ...post,
  id: 'countCategoryVisit',
  path: 'counter/category',
  summary: 'Counts a visit to a category page.',
  body: z.object({ category_permalink: permalinkField() }),
  response: z.object({ visits: z.number().int() }),
  errors: [404],
  rateLimit: 'write',
});

export const countTagVisit = endpoint({
  ...post,
  id: 'countTagVisit',
  path: 'counter/tags',
  summary: 'Counts a visit to a tag page.',
  body: z.object({ tag_permalink: permalinkField() }),
  response: z.object({ visits: z.number().int() }),
  errors: [404],
  rateLimit: 'write',
});
