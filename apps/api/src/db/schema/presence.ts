import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, members } from './accounts';
import { chapters, events } from './community';

/**
 * One person registered for one event. The same email registers once per event (partial unique
 * index, cancelled rows aside); `code` is unguessable and goes into the QR as SBCREG:<code>.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    memberId: integer('member_id').references(() => members.id),
    /** The signed visitor id of a non-member registrant, so their browser can see the registration. */
    visitorId: text('visitor_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    code: text('code').notNull().unique(),
    status: text('status', { enum: ['registered', 'pending_payment', 'cancelled'] }).notNull().default('registered'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_registrations_person_idx')
      .on(t.eventId, sql`lower(${t.email})`)
      .where(sql`${t.status} <> 'cancelled'`),
    index('event_registrations_event_idx').on(t.eventId, t.createdAt),
    // The presence list pages an event's participants by name.
    index('event_registrations_event_name_idx').on(t.eventId, t.name, t.id),
    index('event_registrations_member_idx').on(t.memberId),
  ],
);

export const eventPresence = pgTable('event_presence', {
  registrationId: integer('registration_id')
    .primaryKey()
    .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
  checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
  checkedInBy: integer('checked_in_by').references(() => admins.id),
});

/** Issued automatically on presence; `code` is the unguessable slug of its verify page. */
export const certificates = pgTable('certificates', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  number: text('number').notNull().unique(),
  registrationId: integer('registration_id')
    .notNull()
    .unique()
    .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
  holderName: text('holder_name').notNull(),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokeReason: text('revoke_reason'),
});

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  chapterId: integer('chapter_id').references(() => chapters.id),
});

export const courseTopics = pgTable('course_topics', {
  id: serial('id').primaryKey(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const courseLessons = pgTable(
  'course_lessons',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => courseTopics.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('course_lessons_topic_idx').on(t.topicId, t.startsAt)],
);

export const courseMembers = pgTable(
  'course_members',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.memberId] })],
);

export const lessonPresence = pgTable(
  'lesson_presence',
  {
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => courseLessons.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInBy: integer('checked_in_by').references(() => admins.id),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.memberId] })],
);

/**
 * Share links of events: `ref` is random; one link per visitor and event (`visitor_id`, found
 * through the index). `visits` counts the distinct visitors who opened it (event_share_visits).
 */
export const eventShares = pgTable(
  'event_shares',
  {
    ref: text('ref').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id'),
    visits: integer('visits').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('event_shares_event_visitor_idx').on(t.eventId, t.visitorId)],
);

/** Who opened a share link: one row per visitor, so reloading the page counts once. */
export const eventShareVisits = pgTable(
  'event_share_visits',
  {
    ref: text('ref')
      .notNull()
      .references(() => eventShares.ref, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ref, t.visitorId] })],
);
