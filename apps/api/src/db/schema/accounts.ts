import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, index, date } from 'drizzle-orm/pg-core';

/** Staff accounts of the admin console. `role`: super, chapter or presence. */
export const admins = pgTable(
  'admins',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['super', 'chapter', 'presence'] }).notNull(),
    chapterId: integer('chapter_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Community members, who log in on the member host. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobilephone: text('mobilephone').notNull().default(''),
    image: text('image'),
    passwordHash: text('password_hash').notNull(),
    membershipPackage: text('membership_package'),
    membershipUntil: date('membership_until'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`)],
);

/**
 * Signed tokens carry a session id; a token is valid only while its row is neither revoked nor expired.
 * `family_id` groups the sessions of one sign-in on a device: a login starts a family (its own id),
 * a session opened with a connect code joins the family of the session that made the code, and a
 * logout on any host revokes the whole family.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    subjectKind: text('subject_kind', { enum: ['admin', 'member'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    index('auth_sessions_subject_idx').on(t.subjectKind, t.subjectId),
    index('auth_sessions_family_idx').on(t.familyId),
  ],
);

/**
 * Single-use codes (60 s) that carry a member login to another host without a token in the URL.
 * `family_id`: the session family of the sign-in that made the code, which the new session joins.
 */
export const connectCodes = pgTable('connect_codes', {
  codeHash: text('code_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  familyId: uuid('family_id'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Emailed password-reset tokens (hashed), valid 60 minutes, single use. */
export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: integer('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
