import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { BoardKindSchema } from '../../visitor/chapters';
import { emailField, formBool, formInt, optionalPhoneField, requiredText } from '../../fields';
import {
  chapter,
  id,
  optionalText,
  nullableText,
  slugInput,
  dataUrl,
  chapterIdInput,
  ok,
  content,
} from './shared';

// ---------------------------------------------------------------- chapters (for choosers and editing)

export const CommunityChapterSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  province: z.string(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  instagram: z.string().nullable(),
  description: z.string(),
  sort_order: z.number().int(),
  board_count: z.number().int(),
});
export type CommunityChapter = z.infer<typeof CommunityChapterSchema>;

export const listCommunityChapters = endpoint({
  ...chapter,
  id: 'listCommunityChapters',
  method: 'GET',
  path: 'community/chapter/list',
  summary: 'Chapters with address and contacts; a chapter admin gets their own chapter only.',
  response: z.array(CommunityChapterSchema),
});

/** An Instagram account: its handle (`sbc.jakarta`, `@sbc.jakarta`) or its profile address. */
const INSTAGRAM_ACCOUNT = /^(?:@?[A-Za-z0-9._]{1,30}|https?:\/\/(?:www\.)?instagram\.com\/[A-Za-z0-9._]{1,30}\/?(?:\?\S*)?)$/i;

/** An Instagram account, or blank for none (null). */
const instagramField = () =>
  nullableText(200).refine(
    (v) => v === null || INSTAGRAM_ACCOUNT.test(v),
    'Isi nama akun Instagram (mis. @sbc.jakarta) atau alamat profilnya di instagram.com',
  );

const chapterFields = {
  name: requiredText(120),
  slug: slugInput(),
  city: requiredText(80),
  province: requiredText(80),
  address: requiredText(500),
  // Blank means no number; anything else must be one the site can link for a call (`tel:`).
  phone: optionalPhoneField(),
  email: z
    .union([z.literal(''), emailField()])
    .nullish()
    .transform((v) => (v ? v : null)),
  instagram: instagramField(),
  description: optionalText(2000),
};

export const createChapter = endpoint({
  ...content,
  id: 'createChapter',
  method: 'POST',
  path: 'community/chapter/create',
  summary: 'Creates a chapter (super admin).',
  body: z.object(chapterFields),
  response: CommunityChapterSchema,
  errors: [409],
});

export const updateChapter = endpoint({
  ...chapter,
  id: 'updateChapter',
  method: 'POST',
  path: 'community/chapter/update',
  summary: "Edits a chapter's address and contacts; a chapter admin only their own chapter.",
  body: z.object({ id: id(), ...chapterFields }),
  response: CommunityChapterSchema,
  errors: [404, 409],
});

export const deleteChapter = endpoint({
  ...content,
  id: 'deleteChapter',
  method: 'POST',
  path: 'community/chapter/delete',
  summary:
    'Deletes a chapter nothing refers to (no events, courses, albums, board members, members or admins).',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

// ---------------------------------------------------------------- boards

export const CommunityBoardMemberSchema = z.object({
  id: z.number().int(),
  board: BoardKindSchema,
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  name: z.string(),
  position: z.string(),
  photo: z.string().nullable(),
  term_start: z.number().int(),
  term_end: z.number().int(),
  sort_order: z.number().int(),
});
export type CommunityBoardMember = z.infer<typeof CommunityBoardMemberSchema>;

export const listCommunityBoard = endpoint({
  ...chapter,
  id: 'listCommunityBoard',
  method: 'POST',
  path: 'community/board/list',
  summary:
    "A board's members in order: the national board, the advisory council, or one chapter's board.",
  body: z.object({ board: BoardKindSchema, chapter_id: chapterIdInput() }),
  response: z.array(CommunityBoardMemberSchema),
});

const year = () =>
  formInt().pipe(z.number().int().min(1990, 'Tahun tidak valid').max(2100, 'Tahun tidak valid'));

export const saveBoardMember = endpoint({
  ...chapter,
  id: 'saveBoardMember',
  method: 'POST',
  path: 'community/board/save',
  summary:
    'Adds (without id, placed last) or edits a board member, with an optional photo (data URL).',
  body: z.object({
    id: id().optional(),
    board: BoardKindSchema,
    chapter_id: chapterIdInput(),
    name: requiredText(120),
    position: requiredText(120),
    term_start: year(),
    term_end: year(),
    photo: dataUrl().optional(),
    remove_photo: formBool().optional(),
  }),
  response: CommunityBoardMemberSchema,
  errors: [404],
});

export const moveBoardMember = endpoint({
  ...chapter,
  id: 'moveBoardMember',
  method: 'POST',
  path: 'community/board/move',
  summary: 'Moves a board member one place up or down within their board.',
  body: z.object({ id: id(), direction: z.enum(['up', 'down']) }),
  response: z.array(CommunityBoardMemberSchema),
  errors: [404],
});

export const deleteBoardMember = endpoint({
  ...chapter,
  id: 'deleteBoardMember',
  method: 'POST',
  path: 'community/board/delete',
  summary: 'Removes a board member and their photo.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404],
});
