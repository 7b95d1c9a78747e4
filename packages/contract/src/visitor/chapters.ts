import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { pageFields } from '../fields';
import { permalinkField } from './news-schemas';

export const ChapterSchema = z.object({
  id: z.number().int(),
  chapter_slug: z.string(),
  chapter_name: z.string(),
  city: z.string(),
  province: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  description: z.string(),
});
export type Chapter = z.infer<typeof ChapterSchema>;

export const BoardKindSchema = z.enum(['nasional', 'chapter', 'dewan-syuro']);
export type BoardKind = z.infer<typeof BoardKindSchema>;

export const BoardMemberSchema = z.object({
  id: z.number().int(),
  board: BoardKindSchema,
  chapter_slug: z.string().nullable(),
  chapter_name: z.string().nullable(),
  name: z.string(),
  position: z.string(),
  photo: z.string().nullable(),
  term_start: z.number().int().meta({ description: 'Year the term starts.' }),
  term_end: z.number().int().meta({ description: 'Year the term ends.' }),
});
export type BoardMember = z.infer<typeof BoardMemberSchema>;

export const listChapters = endpoint({
  id: 'listChapters',
  service: 'visitor',
  method: 'POST',
  path: 'compro/chapter/list',
  auth: 'client',
  summary: 'Chapters with address and contacts, paged.',
  body: z.object({ ...pageFields }),
  response: paged(ChapterSchema),
});

export const listBoard = endpoint({
  id: 'listBoard',
  service: 'visitor',
  method: 'POST',
  path: 'chapter/pengurus',
  auth: 'client',
  summary: "Board members: the national board, the advisory council, or chapter boards (one chapter's with chapter_slug).",
  body: z.object({ board: BoardKindSchema, chapter_slug: permalinkField().optional() }),
  response: paged(BoardMemberSchema),
  errors: [404],
});
