import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { pageFields } from '../fields';

/** An event as lists show it. Times are Unix seconds; prices integer rupiah (0 = free). */
export const EventItemSchema = z.object({
  id: z.number().int(),
  event_slug: z.string(),
  event_title: z.string(),
  event_summary: z.string(),
  event_image: z.string().nullable(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  place: z.string().nullable(),
  online: z.boolean(),
  city: z.string().nullable(),
  price_member: z.number().int(),
  price_non_member: z.number().int(),
  seats: z.number().int().nullable(),
  seats_left: z.number().int().nullable(),
  registration_open: z.boolean(),
  chapter_name: z.string().nullable(),
});
export type EventItem = z.infer<typeof EventItemSchema>;

export const listEvents = endpoint({
  id: 'listEvents',
  service: 'visitor',
  method: 'POST',
  path: 'event',
  auth: 'client',
  summary: 'Public events, paged: upcoming (soonest first), past (latest first) or all (upcoming first, then past).',
  body: z.object({
    when: z.enum(['upcoming', 'past', 'all']).optional(),
    chapter_slug: z.string().max(200).optional(),
    q: z.string().trim().max(100).optional().meta({ description: "Words found in the event's title, place or city, or its chapter's name." }),
    ...pageFields,
  }),
  response: paged(EventItemSchema),
});
