import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { formBool, formInt, pageFields } from '../fields';
import { XLSX, blankOr, contentCall, searchText } from './content-fields';

export const AdminCommentSchema = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  news_title: z.string(),
  news_permalink: z.string(),
  parent_id: z.number().int().nullable(),
  author_name: z.string(),
  author_email: z.string(),
  content: z.string(),
  hidden: z.boolean(),
  created_at: z.number().int(),
});
export type AdminComment = z.infer<typeof AdminCommentSchema>;

export const listAdminComments = endpoint({
  ...contentCall,
  id: 'listAdminComments',
  method: 'POST',
  path: 'comments/list',
  summary: 'Comments newest first with their post, hidden ones included; searchable.',
  body: z.object({ q: searchText, status: z.enum(['all', 'visible', 'hidden']).optional(), ...pageFields }),
  response: paged(AdminCommentSchema),
});

export const deleteComment = endpoint({
  ...contentCall,
  id: 'deleteComment',
  method: 'POST',
  path: 'comments/delete',
  summary: 'Deletes a comment and its replies.',
  body: z.object({ id: formInt() }),
  response: z.object({ id: z.number().int(), deleted: z.number().int() }),
  errors: [404],
});

/** A paged inbox with the number of unread items in all of it. */
const inbox = <T extends z.ZodType>(item: T) => paged(item).extend({ unread: z.number().int() });
const inboxQuery = z.object({ q: searchText, status: z.enum(['all', 'unread', 'read']).optional(), ...pageFields });
const markRead = z.object({ id: formInt(), read: formBool().optional() });

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: z.number().int(),
  read_at: z.number().int().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ProblemReportSchema = z.object({
  id: z.number().int(),
  page: z.string(),
  description: z.string(),
  email: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.number().int(),
  read_at: z.number().int().nullable(),
});
export type ProblemReport = z.infer<typeof ProblemReportSchema>;

export const listContactMessages = endpoint({
  ...contentCall,
  id: 'listContactMessages',
  method: 'POST',
  path: 'contact/list',
  summary: 'Messages of the contact form, newest first.',
  body: inboxQuery,
  response: inbox(ContactMessageSchema),
});

export const markContactMessageRead = endpoint({
  ...contentCall,
  id: 'markContactMessageRead',
  method: 'POST',
  path: 'contact/read',
  summary: 'Marks a contact message read (or unread with `read=false`).',
  body: markRead,
  response: ContactMessageSchema,
  errors: [404],
});

export const listProblemReports = endpoint({
  ...contentCall,
  id: 'listProblemReports',
  method: 'POST',
  path: 'problem-report/list',
  summary: 'Problem reports sent from the public site, newest first.',
  body: inboxQuery,
  response: inbox(ProblemReportSchema),
});

export const markProblemReportRead = endpoint({
  ...contentCall,
  id: 'markProblemReportRead',
  method: 'POST',
  path: 'problem-report/read',
  summary: 'Marks a problem report read (or unread with `read=false`).',
  body: markRead,
  response: ProblemReportSchema,
  errors: [404],
});

export const SubscriberStatusSchema = z.enum(['pending', 'active', 'unsubscribed']);

export const AdminSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  status: SubscriberStatusSchema,
  created_at: z.number().int(),
  confirmed_at: z.number().int().nullable(),
});
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

const subscriberFilter = {
  q: searchText,
  status: blankOr(SubscriberStatusSchema),
};

export const listSubscribers = endpoint({
  ...contentCall,
  id: 'listSubscribers',
  method: 'POST',
  path: 'subscriber/list',
  summary: 'Newsletter subscribers, newest first, by status.',
  body: z.object({ ...subscriberFilter, ...pageFields }),
  response: paged(AdminSubscriberSchema),
});

export const exportSubscribers = endpoint({
  ...contentCall,
  id: 'exportSubscribers',
  method: 'POST',
  path: 'subscriber/excel',
  summary: 'Newsletter subscribers (same filter) as an .xlsx file.',
  body: z.object(subscriberFilter),
  response: z.unknown(),
  produces: { kind: 'file', contentType: XLSX },
});
