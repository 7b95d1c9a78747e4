import { integer, jsonb, pgTable, serial, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * An attachment as the outbox keeps it: `content` is base64, or null when the file was over the
 * size the outbox keeps (the admin console then names it without offering it).
 */
export interface StoredMailAttachment {
  filename: string;
  content_type: string;
  size: number;
  content: string | null;
}

/** Every email the product sends; in embedded mode the admin console shows this outbox. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    attachments: jsonb('attachments').$type<StoredMailAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt)],
);

/** Fixed-window counters shared by every API process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
