import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { news } from './content';

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    clientId: text('client_id'),
    status: text('status', { enum: ['pending', 'active', 'unsubscribed'] }).notNull(),
    confirmTokenHash: text('confirm_token_hash'),
    /** Put in every newsletter email's one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscribers_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('subscribers_unsubscribe_idx').on(t.unsubscribeToken),
    index('subscribers_client_idx').on(t.clientId),
  ],
);

export const trackingEvents = pgTable('tracking_events', {
  id: serial('id').primaryKey(),
  clientId: text('client_id').notNull(),
  action: text('action').notNull(),
  page: text('page').notNull().default(''),
  ref: text('ref').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** When a staff member opened it in the admin inbox. */
  readAt: timestamp('read_at', { withTimezone: true }),
});

export const problemReports = pgTable('problem_reports', {
  id: serial('id').primaryKey(),
  page: text('page').notNull(),
  description: text('description').notNull(),
  email: text('email'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  readAt: timestamp('read_at', { withTimezone: true }),
});

/** Captcha solutions already used: a solution is accepted once until its challenge expires. */
export const captchaUses = pgTable('captcha_uses', {
  signature: text('signature').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    content: text('content').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_news_idx').on(t.newsId, t.createdAt), index('comments_parent_idx').on(t.parentId)],
);

export const ratings = pgTable(
  'ratings',
  {
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.memberId] })],
);

export const bookmarks = pgTable(
  'bookmarks',
  {
    visitorId: text('visitor_id').notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.newsId] })],
);

export const helpfulAnswers = pgTable(
  'helpful_answers',
  {
    visitorId: text('visitor_id').notNull(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    helpful: boolean('helpful').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.newsId] })],
);
