import { z } from 'zod';
import { endpoint } from '../endpoint';
import { permalinkField } from './news-schemas';

/**
 * What can move to a new permalink: posts (articles, videos, pages), categories, tags, events,
 * gallery albums and gallery categories, and chapters.
 */
export const MOVED_KINDS = ['news', 'category', 'tag', 'event', 'album', 'gallery-category', 'chapter'] as const;
export const MovedKindSchema = z.enum(MOVED_KINDS);
export type MovedKind = z.infer<typeof MovedKindSchema>;

export const MovedPermalinkSchema = z.object({
  kind: MovedKindSchema,
  permalink: z
    .string()
    .meta({ description: 'The current permalink of the entry the old one leads to.' }),
});
export type MovedPermalink = z.infer<typeof MovedPermalinkSchema>;

export const findMovedPermalink = endpoint({
  id: 'findMovedPermalink',
  service: 'visitor',
  method: 'GET',
  path: 'permalink/moved',
  auth: 'client',
  summary:
    'Where an old permalink now leads: the current permalink of the post, category, tag, event, gallery album or ' +
    'category, or chapter that had it ' +
    '(renamed, or merged into another). 404 when it leads nowhere public, or when the permalink is live itself.',
  query: z.object({ kind: MovedKindSchema, permalink: permalinkField() }),
  response: MovedPermalinkSchema,
  errors: [404],
});
