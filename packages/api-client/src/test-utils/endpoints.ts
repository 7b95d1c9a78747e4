import { endpoint, paged } from '@sbc/contract';
import { z } from 'zod';

/** Test-only groups, so tests do not depend on what the registry holds today. */

const Info = z.object({
  name: z.string(),
  updated_at: z.number().transform((s) => new Date(s * 1000)),
});
const News = z.object({ id: z.number(), title: z.string() });

export const visitorGroup = {
  getInfo: endpoint({
    id: 'getInfo',
    service: 'visitor',
    method: 'GET',
    path: 'info',
    auth: 'client',
    summary: 'Info.',
    response: Info,
  }),
  listCategoryNews: endpoint({
    id: 'listCategoryNews',
    service: 'visitor',
    method: 'POST',
    path: 'category/permalink',
    auth: 'client',
    summary: 'News of a category.',
    body: z.object({
      columnFilters: z.object({
        category_permalink: z.string(),
        news_visibility: z.string().optional(),
      }),
      page: z.number(),
      perPage: z.number(),
      exclude_news_id: z.array(z.number()).optional(),
      note: z.string().optional(),
    }),
    response: paged(News),
  }),
  isBookmark: endpoint({
    id: 'isBookmark',
    service: 'visitor',
    method: 'GET',
    path: 'bookmark/is_bookmark/{visitor_id}/{news_id}',
    auth: 'client',
    summary: 'Bookmark state.',
    params: z.object({ visitor_id: z.string(), news_id: z.number() }),
    response: z.boolean(),
  }),
  getHighlight: endpoint({
    id: 'getHighlight',
    service: 'visitor',
    method: 'GET',
    path: 'category/highlight',
    auth: 'client',
    summary: 'Highlights.',
    query: z.object({ limit: z.number(), tag: z.array(z.string()).optional() }),
    response: z.array(News),
  }),
  addComment: endpoint({
    id: 'addComment',
    service: 'visitor',
    method: 'POST',
    path: 'comments/add_stored',
    auth: 'member',
    summary: 'Adds a comment.',
    body: z.object({ news_id: z.number(), comment: z.string() }),
    response: z.null(),
  }),
};

export const adminGroup = {
  login: endpoint({
    id: 'login',
    service: 'admin',
    method: 'POST',
    path: 'login/stored',
    auth: 'none',
    summary: 'Login.',
    body: z.object({ email: z.string(), password: z.string() }),
    response: z.object({ token: z.string() }),
  }),
  profile: endpoint({
    id: 'profile',
    service: 'admin',
    method: 'GET',
    path: 'account/profile',
    auth: 'admin',
    summary: 'Profile.',
    response: z.object({ name: z.string() }),
  }),
  presenceExcel: endpoint({
    id: 'presenceExcel',
    service: 'admin',
    method: 'POST',
    path: 'event/event_presence_excel',
    auth: 'admin',
    summary: 'Presence sheet.',
    body: z.object({ event_id: z.number() }),
    response: z.unknown(),
    produces: {
      kind: 'file',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
  }),
};

export const memberGroup = {
  connect: endpoint({
    id: 'connect',
    service: 'member-core',
    method: 'GET',
    path: 'connect/to-member',
    auth: 'member',
    summary: 'Connect.',
    query: z.object({ token: z.string() }),
    response: z.object({ name: z.string() }),
  }),
};

export const orderGroup = {
  getInvoice: endpoint({
    id: 'getInvoice',
    service: 'member-core',
    method: 'POST',
    path: 'order/get-invoice',
    auth: 'member',
    summary: 'Invoice.',
    body: z.object({
      invoice: z.string(),
      items: z.array(z.object({ id: z.number() })),
      meta: z.object({ channel: z.string() }),
    }),
    response: z.object({ invoice: z.string() }),
  }),
};
