import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { emailField, formInt, optionalPhoneField, pageFields, requiredText } from '../fields';
import { NewsItemSchema } from './news-schemas';

const post = { service: 'visitor', method: 'POST', auth: 'client' } as const;
const get = { service: 'visitor', method: 'GET', auth: 'client' } as const;

/** A signed visitor id from session/create. */
const visitorIdField = () => z.string().min(10, 'ID pengunjung tidak valid').max(100);

/** The proof-of-work captcha solution (ALTCHA v1 payload, base64 JSON). */
const captchaField = () => z.string().min(20, 'Captcha wajib diselesaikan').max(2000);

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

export const CaptchaChallengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});

export const getCaptchaChallenge = endpoint({
  ...get,
  id: 'getCaptchaChallenge',
  path: 'captcha/challenge',
  summary: 'A proof-of-work challenge: find n with SHA-256(salt + n) = challenge, n ≤ maxnumber; valid 10 minutes, once.',
  response: CaptchaChallengeSchema,
});

export const SubscriptionSchema = z.object({
  email: z.string(),
  status: z.enum(['pending', 'active', 'unsubscribed']),
});

export const createSubscriber = endpoint({
  ...post,
  id: 'createSubscriber',
  path: 'create-subscriber',
  summary: 'Subscribes an email to the newsletter and sends a confirmation link (double opt-in).',
  body: z.object({
    email: emailField(),
    phone_number: optionalPhoneField(),
    first_name: optionalText(60),
    last_name: optionalText(60),
    client_id: visitorIdField().optional(),
  }),
  response: SubscriptionSchema,
  errors: [409],
  rateLimit: 'form',
});

export const confirmSubscription = endpoint({
  ...get,
  id: 'confirmSubscription',
  path: 'newsletter/confirm',
  summary: 'Confirms a subscription with the emailed token.',
  query: z.object({ token: z.string().min(10).max(200) }),
  response: SubscriptionSchema,
  errors: [410],
});

export const unsubscribe = endpoint({
  ...post,
  id: 'unsubscribe',
  path: 'newsletter/unsubscribe',
  summary: 'One-click unsubscribe with the token every newsletter email carries.',
  body: z.object({ token: z.string().min(10).max(200) }),
  response: SubscriptionSchema,
  errors: [410],
});

export const trackSubscriber = endpoint({
  ...get,
  id: 'trackSubscriber',
  path: 'member/track-subscriber',
  summary: "Whether this visitor (signed client_id) or the logged-in member's email is subscribed.",
  query: z.object({ client_id: visitorIdField().optional() }),
  response: z.object({ subscribed: z.boolean(), status: z.enum(['none', 'pending', 'active', 'unsubscribed']) }),
});

export const trackAction = endpoint({
  id: 'trackAction',
  service: 'tracking',
  method: 'POST',
  path: 'action',
  auth: 'client',
  summary: 'Records a visitor action (for example subscribe) with the page and referrer.',
  body: z.object({
    client_id: visitorIdField(),
    action: z.string().trim().regex(/^[a-z0-9_.-]{2,50}$/, 'Aksi tidak valid'),
    page: z.string().trim().max(500).optional().default(''),
    ref: z.string().trim().max(500).optional().default(''),
  }),
  response: z.object({ recorded: z.boolean() }),
  rateLimit: 'write',
});

export const storeContactMessage = endpoint({
  ...post,
  id: 'storeContactMessage',
  path: 'contactus/stored',
  summary: 'Stores a contact-form message and sends it to the office email.',
  body: z.object({
    name: requiredText(100),
    email: emailField(),
    phone: z.string().trim().max(20).regex(/^[0-9+\s()-]*$/, 'Nomor telepon tidak valid').optional().default(''),
    subject: requiredText(150),
    message: z.string().trim().min(10, 'Pesan minimal 10 karakter').max(3000, 'Pesan maksimal 3000 karakter'),
    captcha: captchaField(),
  }),
  response: z.object({ id: z.number().int() }),
  rateLimit: 'form',
  errors: [404],
});

export const storeProblemReport = endpoint({
  ...post,
  id: 'storeProblemReport',
  path: 'problem-report',
  summary: 'Stores a problem report from the help button, with the page it was sent from.',
  body: z.object({
    page: z.string().trim().min(1).max(500),
    description: z.string().trim().min(10, 'Jelaskan masalahnya minimal 10 karakter').max(2000),
    email: emailField().optional(),
    captcha: captchaField(),
  }),
  response: z.object({ id: z.number().int() }),
  rateLimit: 'form',
});

export type CommentData = {
  id: number;
  news_id: number;
  parent_id: number | null;
  author_name: string;
  author_initial: string;
  author_image: string | null;
  content: string;
  created_at: number;
  replies: CommentData[];
};

export const CommentSchema: z.ZodType<CommentData> = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author_name: z.string(),
  author_initial: z.string(),
  author_image: z.string().nullable(),
  content: z.string().meta({ description: 'Plain text; clients show it escaped.' }),
  created_at: z.number().int(),
  get replies() {
    return z.array(CommentSchema);
  },
});

export const listComments = endpoint({
  ...post,
  id: 'listComments',
  path: 'comments/list',
  summary: "A post's visible comments, newest first, each with its replies (oldest first).",
  body: z.object({ news_id: formInt(), ...pageFields }),
  response: paged(CommentSchema).extend({
    comment_count: z.number().int().nonnegative().meta({
      description: 'Every visible comment and reply of the post (totalRecords counts the top-level comments the pages hold).',
    }),
  }),
  errors: [404],
});

export const addComment = endpoint({
  id: 'addComment',
  service: 'visitor',
  method: 'POST',
  path: 'comments/add_stored',
  auth: 'member',
  summary: 'A member comments on a post, or replies to a comment (parent_id); plain text.',
  body: z.object({
    news_id: formInt(),
    parent_id: formInt().optional(),
    content: z.string().trim().min(2, 'Komentar minimal 2 karakter').max(1000, 'Komentar maksimal 1000 karakter'),
  }),
  response: CommentSchema,
  errors: [404],
  rateLimit: 'form',
});

export const RatingSummarySchema = z.object({
  news_id: z.number().int(),
  average: z.number(),
  count: z.number().int(),
});

export const getRatingAverage = endpoint({
  ...get,
  id: 'getRatingAverage',
  path: 'rating/average',
  summary: "A post's average rating (0 when unrated) and number of ratings.",
  query: z.object({ id: formInt() }),
  response: RatingSummarySchema,
  errors: [404],
});

export const validateRating = endpoint({
  id: 'validateRating',
  service: 'visitor',
  method: 'POST',
  path: 'rating/validation_add',
  auth: 'member',
  summary: 'Whether this member may rate the post (one rating per member per post), with their rating if any.',
  body: z.object({ news_id: formInt() }),
  response: z.object({ can_rate: z.boolean(), rating: z.number().int().nullable() }),
  errors: [404],
});

export const addRating = endpoint({
  id: 'addRating',
  service: 'visitor',
  method: 'POST',
  path: 'rating/add_stored',
  auth: 'member',
  summary: 'A member rates a post 1 to 5 stars, once.',
  body: z.object({ news_id: formInt(), rating: formInt().pipe(z.number().int().min(1, 'Nilai 1 sampai 5').max(5, 'Nilai 1 sampai 5')) }),
  response: RatingSummarySchema,
  errors: [404, 409],
  rateLimit: 'write',
});

export const toggleBookmark = endpoint({
  ...post,
  id: 'toggleBookmark',
  path: 'bookmark/add_stored',
  summary: "Adds a post to this visitor's bookmarks, or removes it when already there.",
  body: z.object({ visitor_id: visitorIdField(), news_id: formInt() }),
  response: z.object({ bookmarked: z.boolean() }),
  errors: [404],
  rateLimit: 'write',
});

export const isBookmarked = endpoint({
  ...get,
  id: 'isBookmarked',
  path: 'bookmark/is_bookmark/{visitor_id}/{news_id}',
  summary: 'Whether this visitor bookmarked the post.',
  params: z.object({ visitor_id: visitorIdField(), news_id: formInt() }),
  response: z.object({ bookmarked: z.boolean() }),
});

export const listBookmarks = endpoint({
  ...post,
  id: 'listBookmarks',
  path: 'bookmark/list',
  summary: "This visitor's bookmarked posts that are still public, the latest saved first (the reading list).",
  body: z.object({ visitor_id: visitorIdField(), ...pageFields }),
  response: paged(NewsItemSchema),
});

export const answerHelpful = endpoint({
  ...post,
  id: 'answerHelpful',
  path: 'answer/helpful_content',
  summary: "'Was this helpful?' once per visitor per post; answers the totals.",
  body: z.object({
    client_id: visitorIdField(),
    news_id: formInt(),
    helpful: z.union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no'])]).transform((v) => v === true || v === 'true' || v === '1' || v === 'yes'),
  }),
  response: z.object({ yes: z.number().int(), no: z.number().int() }),
  errors: [404, 409],
  rateLimit: 'write',
});
