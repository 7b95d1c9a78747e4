import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { paged } from '../../envelope';
import { formBool, formInt, pageFields, requiredText } from '../../fields';
import { EventItemSchema } from '../../visitor/events';
import {
  chapter,
  XLSX,
  id,
  optionalText,
  nullableText,
  urlOrEmpty,
  slugInput,
  dataUrl,
  unix,
  chapterIdInput,
  ok,
} from './shared';

// ---------------------------------------------------------------- events

export const SpeakerSchema = z.object({
  name: requiredText(120),
  title: z.string().trim().max(200).default(''),
});

export const CommunityEventSchema = EventItemSchema.extend({
  chapter_id: z.number().int().nullable(),
  published: z.boolean(),
  participant_count: z.number().int(),
  share_links: z.number().int().meta({ description: 'Share links made for the event.' }),
  share_visits: z.number().int().meta({
    description:
      'People who opened those links, summed over the links (each link counts a person once).',
  }),
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
    when: z
      .enum(['all', 'upcoming', 'past', 'started', 'draft'])
      .optional()
      .describe(
        'upcoming: not ended; past: ended; started: from the WIB day it starts (presence open, so attendance and certificates may exist); draft: unpublished.',
      ),
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
