import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { emailField, formBool, formInt, pageFields, requiredText } from '../fields';
import { BillingPeriodSchema } from '../order/schemas';
import { BoardKindSchema } from '../visitor/chapters';
import { EventItemSchema } from '../visitor/events';
import { permalinkField } from '../visitor/news-schemas';

/*
 * Community administration (issue 10): events, courses, gallery, chapters and boards, membership
 * packages with orders, certificates. Bodies are JSON (images travel as data URLs, speakers as a list).
 * `chapter` calls: a chapter admin only within their own chapter; national items are the super admin's.
 */

const admin = { service: 'admin', auth: 'admin', encoding: 'json' } as const;
const chapter = { ...admin, permission: 'chapter' } as const;
const content = { ...admin, permission: 'content' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const id = () => formInt().pipe(z.number().int().positive('Tidak valid'));
const optionalText = (max: number) => z.string().trim().max(max).default('');
/** Empty text means "none" (null) for optional columns such as a phone number. */
const nullableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
const urlOrEmpty = () =>
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), 'Harus berupa alamat http(s)://')
    .nullish()
    .transform((v) => (v ? v : null));
/** A permalink; empty means "make one from the title". */
const slugInput = () =>
  z
    .union([z.literal(''), permalinkField()])
    .optional()
    .transform((v) => (v ? v : undefined));
/** An image sent as a data URL; the server checks type by content, size and dimensions. */
const dataUrl = () => z.string().max(16_000_000).startsWith('data:', 'Berkas harus berupa gambar');
const unix = () => formInt().pipe(z.number().int().min(0, 'Tanggal tidak valid'));
const chapterIdInput = () =>
  z
    .union([formInt(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (typeof v === 'number' && v > 0 ? v : null));

const ok = z.object({ id: z.number().int() });

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

const chapterFields = {
  name: requiredText(120),
  slug: slugInput(),
  city: requiredText(80),
  province: requiredText(80),
  address: requiredText(500),
  phone: nullableText(40),
  email: z
    .union([z.literal(''), emailField()])
    .nullish()
    .transform((v) => (v ? v : null)),
  instagram: nullableText(80),
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

// ---------------------------------------------------------------- events

export const SpeakerSchema = z.object({
  name: requiredText(120),
  title: z.string().trim().max(200).default(''),
});

export const CommunityEventSchema = EventItemSchema.extend({
  chapter_id: z.number().int().nullable(),
  published: z.boolean(),
  participant_count: z.number().int(),
});
export type CommunityEvent = z.infer<typeof CommunityEventSchema>;

export const CommunityEventDetailSchema = CommunityEventSchema.extend({
  description: z.string(),
  address: z.string().nullable(),
  online_url: z.string().nullable(),
  map_url: z.string().nullable(),
  speakers: z.array(z.object({ name: z.string(), title: z.string() })),
  registration_setting: z
    .boolean()
    .meta({ description: 'The stored switch (registration_open also turns false after the end).' }),
});
export type CommunityEventDetail = z.infer<typeof CommunityEventDetailSchema>;

export const listCommunityEvents = endpoint({
  ...chapter,
  id: 'listCommunityEvents',
  method: 'POST',
  path: 'community/event/list',
  summary:
    'Events for editing, newest first, searchable; drafts included; a chapter admin sees their chapter only.',
  body: z.object({
    q: z.string().trim().max(100).optional(),
    when: z.enum(['all', 'upcoming', 'past', 'draft']).optional(),
    ...pageFields,
  }),
  response: paged(CommunityEventSchema),
});

export const getCommunityEvent = endpoint({
  ...chapter,
  id: 'getCommunityEvent',
  method: 'GET',
  path: 'community/event/detail/{id}',
  summary: 'One event with every editable field.',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  response: CommunityEventDetailSchema,
  errors: [404],
});

const eventFields = {
  title: requiredText(200),
  slug: slugInput(),
  summary: optionalText(500),
  description: z.string().max(200_000).default(''),
  starts_at: unix(),
  ends_at: unix(),
  place: nullableText(200),
  address: nullableText(500),
  city: nullableText(80),
  online_url: urlOrEmpty(),
  map_url: urlOrEmpty(),
  seats: z
    .union([
      formInt().pipe(z.number().int().min(1, 'Minimal 1 kursi').max(100_000)),
      z.literal(''),
      z.null(),
    ])
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null)),
  price_member: formInt().pipe(z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000)),
  price_non_member: formInt().pipe(z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000)),
  speakers: z.array(SpeakerSchema).max(30).default([]),
  chapter_id: chapterIdInput(),
  published: formBool().default(true),
  registration_open: formBool().default(true),
  cover_image: dataUrl()
    .optional()
    .meta({ description: 'A new cover (data URL); leave out to keep the current one.' }),
  remove_cover: formBool().optional(),
};

export const createCommunityEvent = endpoint({
  ...chapter,
  id: 'createCommunityEvent',
  method: 'POST',
  path: 'community/event/create',
  summary: 'Creates an event (permalink from the title unless given; unique).',
  body: z.object(eventFields),
  response: CommunityEventDetailSchema,
  errors: [409],
});

export const updateCommunityEvent = endpoint({
  ...chapter,
  id: 'updateCommunityEvent',
  method: 'POST',
  path: 'community/event/update',
  summary: 'Edits an event; seats cannot go below the registrations already taken.',
  body: z.object({ id: id(), ...eventFields }),
  response: CommunityEventDetailSchema,
  errors: [404, 409],
});

export const setEventRegistrationOpen = endpoint({
  ...chapter,
  id: 'setEventRegistrationOpen',
  method: 'POST',
  path: 'community/event/registration_open',
  summary: "Opens or closes an event's registration.",
  body: z.object({ id: id(), open: formBool() }),
  response: z.object({ id: z.number().int(), registration_open: z.boolean() }),
  errors: [404],
});

export const deleteCommunityEvent = endpoint({
  ...chapter,
  id: 'deleteCommunityEvent',
  method: 'POST',
  path: 'community/event/delete',
  summary:
    'Deletes an event without registrations; with registrations it is refused (unpublish it instead).',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const EventRegistrationRowSchema = z.object({
  registration_id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  is_member: z.boolean(),
  status: z.enum(['registered', 'pending_payment', 'cancelled']),
  registered_at: z.number().int(),
  present: z.boolean(),
});
export type EventRegistrationRow = z.infer<typeof EventRegistrationRowSchema>;

export const listEventRegistrations = endpoint({
  ...chapter,
  id: 'listEventRegistrations',
  method: 'POST',
  path: 'community/event/registrations',
  summary: "An event's registrations, newest first, searchable by name, email or code.",
  body: z.object({
    event_id: id(),
    q: z.string().trim().max(100).optional(),
    status: z.enum(['all', 'registered', 'pending_payment', 'cancelled']).optional(),
    ...pageFields,
  }),
  response: paged(EventRegistrationRowSchema),
  errors: [404],
});

export const exportEventRegistrations = endpoint({
  ...chapter,
  id: 'exportEventRegistrations',
  method: 'POST',
  path: 'community/event/registrations_excel',
  summary: "An event's registrations as an .xlsx file.",
  body: z.object({ event_id: id() }),
  response: z.unknown(),
  produces: { kind: 'file', contentType: XLSX },
  errors: [404],
});

export const cancelEventRegistration = endpoint({
  ...chapter,
  id: 'cancelEventRegistration',
  method: 'POST',
  path: 'community/event/registration_cancel',
  summary: 'Cancels a registration and frees its seat (once; a second cancel answers 409).',
  body: z.object({ registration_id: id() }),
  response: z.object({
    registration_id: z.number().int(),
    event_id: z.number().int(),
    seats_left: z.number().int().nullable(),
  }),
  errors: [404, 409],
});

// ---------------------------------------------------------------- courses

export const CommunityCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  member_count: z.number().int(),
  topic_count: z.number().int(),
  lesson_count: z.number().int(),
});
export type CommunityCourse = z.infer<typeof CommunityCourseSchema>;

export const CommunityLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  present_count: z.number().int(),
});
export const CommunityTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort_order: z.number().int(),
  lessons: z.array(CommunityLessonSchema),
});
export const CourseMemberSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  joined_at: z.number().int(),
});
export const CommunityCourseDetailSchema = CommunityCourseSchema.extend({
  topics: z.array(CommunityTopicSchema),
  members: z.array(CourseMemberSchema),
});
export type CommunityCourseDetail = z.infer<typeof CommunityCourseDetailSchema>;

export const listCommunityCourses = endpoint({
  ...chapter,
  id: 'listCommunityCourses',
  method: 'POST',
  path: 'community/course/list',
  summary: 'Courses with counts; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(CommunityCourseSchema),
});

export const getCommunityCourse = endpoint({
  ...chapter,
  id: 'getCommunityCourse',
  method: 'GET',
  path: 'community/course/detail/{id}',
  summary: 'A course with its topics, lessons and the members who follow it.',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  response: CommunityCourseDetailSchema,
  errors: [404],
});

const courseFields = {
  title: requiredText(200),
  slug: slugInput(),
  description: optionalText(5000),
  chapter_id: chapterIdInput(),
};

export const saveCommunityCourse = endpoint({
  ...chapter,
  id: 'saveCommunityCourse',
  method: 'POST',
  path: 'community/course/save',
  summary: 'Creates a course (without id) or edits one.',
  body: z.object({ id: id().optional(), ...courseFields }),
  response: CommunityCourseSchema,
  errors: [404, 409],
});

export const deleteCommunityCourse = endpoint({
  ...chapter,
  id: 'deleteCommunityCourse',
  method: 'POST',
  path: 'community/course/delete',
  summary: 'Deletes a course whose lessons have no presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const saveCourseTopic = endpoint({
  ...chapter,
  id: 'saveCourseTopic',
  method: 'POST',
  path: 'community/course/topic_save',
  summary: 'Adds a topic to a course (without id) or renames one.',
  body: z.object({ id: id().optional(), course_id: id(), title: requiredText(200) }),
  response: ok,
  errors: [404],
});

export const deleteCourseTopic = endpoint({
  ...chapter,
  id: 'deleteCourseTopic',
  method: 'POST',
  path: 'community/course/topic_delete',
  summary: 'Deletes a topic whose lessons have no presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const saveCourseLesson = endpoint({
  ...chapter,
  id: 'saveCourseLesson',
  method: 'POST',
  path: 'community/course/lesson_save',
  summary: 'Adds a lesson to a topic (without id) or edits one: title, start and end.',
  body: z.object({
    id: id().optional(),
    topic_id: id(),
    title: requiredText(200),
    starts_at: unix(),
    ends_at: unix(),
  }),
  response: ok,
  errors: [404],
});

export const deleteCourseLesson = endpoint({
  ...chapter,
  id: 'deleteCourseLesson',
  method: 'POST',
  path: 'community/course/lesson_delete',
  summary: 'Deletes a lesson without presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const addCourseMember = endpoint({
  ...chapter,
  id: 'addCourseMember',
  method: 'POST',
  path: 'community/course/member_add',
  summary: 'Adds the member with this email to the course.',
  body: z.object({ course_id: id(), email: emailField() }),
  response: CourseMemberSchema,
  errors: [404, 409],
});

export const removeCourseMember = endpoint({
  ...chapter,
  id: 'removeCourseMember',
  method: 'POST',
  path: 'community/course/member_remove',
  summary: 'Removes a member from the course.',
  body: z.object({ course_id: id(), member_id: id() }),
  response: z.object({ course_id: z.number().int(), member_id: z.number().int() }),
  errors: [404],
});

// ---------------------------------------------------------------- gallery

export const CommunityGalleryCategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  album_count: z.number().int(),
});

export const listCommunityGalleryCategories = endpoint({
  ...chapter,
  id: 'listCommunityGalleryCategories',
  method: 'GET',
  path: 'community/gallery/category/list',
  summary: 'Gallery categories with their album counts.',
  response: z.array(CommunityGalleryCategorySchema),
});

export const saveGalleryCategory = endpoint({
  ...content,
  id: 'saveGalleryCategory',
  method: 'POST',
  path: 'community/gallery/category/save',
  summary:
    'Creates (without id) or renames a gallery category; its permalink stays unless changed.',
  body: z.object({ id: id().optional(), title: requiredText(120), slug: slugInput() }),
  response: CommunityGalleryCategorySchema,
  errors: [404, 409],
});

export const deleteGalleryCategory = endpoint({
  ...content,
  id: 'deleteGalleryCategory',
  method: 'POST',
  path: 'community/gallery/category/delete',
  summary: 'Deletes a category without albums.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const CommunityImageSchema = z.object({
  id: z.number().int(),
  src: z.string(),
  thumb: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  caption: z.string(),
  sort_order: z.number().int(),
});
export type CommunityImage = z.infer<typeof CommunityImageSchema>;

export const CommunityAlbumSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  category_id: z.number().int(),
  category_title: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  event_date: z.string().meta({ description: 'YYYY-MM-DD' }),
  image_count: z.number().int(),
  cover_thumb: z.string().nullable(),
});
export type CommunityAlbum = z.infer<typeof CommunityAlbumSchema>;

export const listCommunityAlbums = endpoint({
  ...chapter,
  id: 'listCommunityAlbums',
  method: 'POST',
  path: 'community/gallery/album/list',
  summary: 'Albums, newest date first; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(CommunityAlbumSchema),
});

export const getCommunityAlbum = endpoint({
  ...chapter,
  id: 'getCommunityAlbum',
  method: 'GET',
  path: 'community/gallery/album/detail/{id}',
  summary: 'An album with its images in order.',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  response: CommunityAlbumSchema.extend({ images: z.array(CommunityImageSchema) }),
  errors: [404],
});

export const saveGalleryAlbum = endpoint({
  ...chapter,
  id: 'saveGalleryAlbum',
  method: 'POST',
  path: 'community/gallery/album/save',
  summary: 'Creates (without id) or edits an album.',
  body: z.object({
    id: id().optional(),
    title: requiredText(200),
    slug: slugInput(),
    description: optionalText(2000),
    category_id: id(),
    chapter_id: chapterIdInput(),
    event_date: z.iso.date('Tanggal tidak valid'),
  }),
  response: CommunityAlbumSchema,
  errors: [404, 409],
});

export const deleteGalleryAlbum = endpoint({
  ...chapter,
  id: 'deleteGalleryAlbum',
  method: 'POST',
  path: 'community/gallery/album/delete',
  summary: 'Deletes an album with its images and their stored sizes.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404],
});

export const uploadGalleryImage = endpoint({
  ...chapter,
  id: 'uploadGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/upload',
  summary:
    'Adds one image to an album (one call per image): checked, resized once to WebP sizes, placed last.',
  body: z.object({
    album_id: id(),
    image: dataUrl(),
    alt: requiredText(300),
    caption: optionalText(500),
  }),
  response: CommunityImageSchema,
  errors: [404],
});

export const updateGalleryImage = endpoint({
  ...chapter,
  id: 'updateGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/update',
  summary: "Edits an image's alt text and caption.",
  body: z.object({ id: id(), alt: requiredText(300), caption: optionalText(500) }),
  response: CommunityImageSchema,
  errors: [404],
});

export const reorderGalleryImages = endpoint({
  ...chapter,
  id: 'reorderGalleryImages',
  method: 'POST',
  path: 'community/gallery/image/reorder',
  summary: "Sets the order of an album's images: every image id of the album, in the new order.",
  body: z.object({ album_id: id(), image_ids: z.array(id()).min(1).max(1000) }),
  response: z.object({ album_id: z.number().int(), image_ids: z.array(z.number().int()) }),
  errors: [404],
});

export const deleteGalleryImage = endpoint({
  ...chapter,
  id: 'deleteGalleryImage',
  method: 'POST',
  path: 'community/gallery/image/delete',
  summary: 'Deletes an image and its stored sizes.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404],
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

// ---------------------------------------------------------------- membership packages, orders

export const AdminProductSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  billing_period: BillingPeriodSchema,
  activation_days: z.number().int(),
  price_gross: z.number().int(),
  discount_rupiah: z.number().int(),
  price_nett: z.number().int(),
  active: z.boolean(),
  order_count: z.number().int(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

export const listAdminProducts = endpoint({
  ...content,
  id: 'listAdminProducts',
  method: 'GET',
  path: 'community/product/list',
  summary: 'Membership packages, active or not, with their order counts.',
  response: z.array(AdminProductSchema),
});

export const saveAdminProduct = endpoint({
  ...content,
  id: 'saveAdminProduct',
  method: 'POST',
  path: 'community/product/save',
  summary: 'Creates (without id) or edits a membership package; the code is unique.',
  body: z.object({
    id: id().optional(),
    code: z
      .string()
      .trim()
      .min(2, 'Minimal 2 karakter')
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/, 'Hanya huruf, angka, garis bawah, dan tanda hubung'),
    name: requiredText(120),
    description: optionalText(2000),
    billing_period: BillingPeriodSchema,
    activation_days: formInt().pipe(z.number().int().min(1, 'Minimal 1 hari').max(3650)),
    price_gross: formInt().pipe(z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000)),
    discount_rupiah: formInt().pipe(
      z.number().int().min(0, 'Tidak boleh negatif').max(100_000_000),
    ),
    active: formBool().default(true),
  }),
  response: AdminProductSchema,
  errors: [404, 409],
});

export const AdminOrderSchema = z.object({
  order_id: z.number().int(),
  order_code: z.string(),
  kind: z.enum(['membership', 'event']),
  item: z.string().meta({ description: 'The package or event bought.' }),
  name: z.string(),
  email: z.string(),
  created_at: z.number().int(),
  invoice_id: z.number().int().nullable(),
  invoice_code: z.string().nullable(),
  status: z.enum(['unpaid', 'paid', 'expired', 'failed']).nullable(),
  payment_type: z.enum(['bank_transfer', 'card', 'ewallet']).nullable(),
  total: z
    .number()
    .int()
    .meta({ description: 'Total to pay in rupiah, with the unique code of a bank transfer.' }),
  paid_at: z.number().int().nullable(),
  marked_paid_by: z
    .string()
    .nullable()
    .meta({ description: 'The admin who marked it paid by hand.' }),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const listAdminOrders = endpoint({
  ...content,
  id: 'listAdminOrders',
  method: 'POST',
  path: 'community/order/list',
  summary:
    'Orders with their invoice and payment status, newest first; search by order or invoice code, name or email.',
  body: z.object({
    q: z.string().trim().max(100).optional(),
    status: z.enum(['all', 'unpaid', 'paid', 'expired', 'failed']).optional(),
    ...pageFields,
  }),
  response: paged(AdminOrderSchema),
});

export const markInvoicePaid = endpoint({
  ...content,
  id: 'markInvoicePaid',
  method: 'POST',
  path: 'community/order/mark_paid',
  summary:
    'Marks an unpaid bank-transfer invoice paid by hand (who and when recorded), through the same settlement as a payment notification: the membership is activated once.',
  body: z.object({ invoice_id: id() }),
  response: AdminOrderSchema,
  errors: [404, 409],
});

// ---------------------------------------------------------------- certificates

export const AdminCertificateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  number: z.string(),
  holder_name: z.string(),
  email: z.string(),
  event_id: z.number().int(),
  event_title: z.string(),
  issued_at: z.number().int(),
  status: z.enum(['valid', 'revoked']),
  revoked_at: z.number().int().nullable(),
  revoke_reason: z.string().nullable(),
  verify_url: z.string(),
});
export type AdminCertificate = z.infer<typeof AdminCertificateSchema>;

export const listAdminCertificates = endpoint({
  ...content,
  id: 'listAdminCertificates',
  method: 'POST',
  path: 'community/certificate/list',
  summary:
    'Certificates with their holders, of one event or all; search by holder, email or number.',
  body: z.object({
    event_id: id().optional(),
    q: z.string().trim().max(100).optional(),
    ...pageFields,
  }),
  response: paged(AdminCertificateSchema),
});

export const revokeCertificate = endpoint({
  ...content,
  id: 'revokeCertificate',
  method: 'POST',
  path: 'community/certificate/revoke',
  summary: 'Revokes a certificate with a reason; its public verify page then says it is revoked.',
  body: z.object({ id: id(), reason: requiredText(500) }),
  response: AdminCertificateSchema,
  errors: [404, 409],
});

export const reissueCertificate = endpoint({
  ...content,
  id: 'reissueCertificate',
  method: 'POST',
  path: 'community/certificate/reissue',
  summary: 'Re-issues a revoked certificate (same code and number, new issue date): valid again.',
  body: z.object({ id: id() }),
  response: AdminCertificateSchema,
  errors: [404, 409],
});
