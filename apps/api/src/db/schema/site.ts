import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The single row of site info (SPEC section 3), id 1. */
export const siteInfo = pgTable('site_info', {
  id: integer('id').primaryKey().default(1),
  alamat: text('alamat').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  instagram: text('instagram'),
  twitter: text('twitter'),
  facebook: text('facebook'),
  tiktok: text('tiktok'),
  youtube: text('youtube'),
  whatsapp: text('whatsapp'),
  surveyUrl: text('survey_url'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Visitor sessions created by the cookie banner's OK. */
export const visitorSessions = pgTable('visitor_sessions', {
  clientId: text('client_id').primaryKey(),
  agent: text('agent').notNull(),
  ip: text('ip').notNull(),
  info: jsonb('info').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
