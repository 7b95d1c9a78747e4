import { z } from 'zod';
import { endpoint } from '../endpoint';
import { emailField, formInt, imageSideField } from '../fields';
import { mobileField } from '../member/schemas';
import { EventItemSchema } from './events';

const post = { service: 'visitor', method: 'POST', auth: 'client' } as const;
const get = { service: 'visitor', method: 'GET', auth: 'client' } as const;

export const EventDetailSchema = EventItemSchema.extend({
  event_image_width: imageSideField(),
  event_image_height: imageSideField(),
  description: z.string().meta({ description: 'Sanitised HTML: programme, speakers, notes.' }),
  address: z.string().nullable(),
  map_url: z.string().nullable(),
  speakers: z
    .array(z.object({ name: z.string(), title: z.string() }))
    .meta({ description: 'Speakers in the order the event page shows them.' }),
  updated_at: z.number().int(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export const getEventDetail = endpoint({
  ...get,
  id: 'getEventDetail',
  path: 'event/detail/{id}',
  summary: 'One published event by id or slug.',
  params: z.object({ id: z.string().trim().min(1).max(200) }),
  response: EventDetailSchema,
});

export const RegistrationSchema = z.object({
  registration_id: z.number().int(),
  event_id: z.number().int(),
  code: z.string(),
  qr_text: z.string().meta({ description: 'SBCREG:<code>, what the admin console scans.' }),
  status: z.enum(['registered', 'pending_payment', 'cancelled']),
  name: z.string(),
  email: z.string(),
  order_code: z.string().nullable().meta({ description: 'The order to pay, for a paid event.' }),
});
export type Registration = z.infer<typeof RegistrationSchema>;

export const registerForEvent = endpoint({
  ...post,
  id: 'registerForEvent',
  path: 'event/register',
  summary:
    'Registers for an event: a member with the bearer token (name, email and phone from the profile; the member price only while their membership is active); a visitor with name, email, phone and the signed visitor id (the general price). Once per email address; never over the seats. A member whose address was registered without logging in gets that registration into their account (200) instead of a 409.',
  body: z.object({
    event_id: formInt(),
    name: z.string().trim().min(2, 'Nama minimal 2 karakter').max(100).optional(),
    email: emailField().optional(),
    phone: mobileField().optional(),
    user_id: z.string().max(100).optional(),
  }),
  response: RegistrationSchema,
  errors: [404, 409, 410],
  rateLimit: 'form',
});

const whoFields = { event_id: formInt(), user_id: z.string().max(100).optional() };
export const ParticipationSchema = z.object({
  registered: z.boolean(),
  registration: RegistrationSchema.nullable(),
  price: z.number().int().nonnegative().meta({
    description:
      'What registering costs the one asking, in rupiah: the member price for a member whose membership is active, else the general price.',
  }),
  member_price: z.boolean().meta({ description: 'Whether that price is the member price.' }),
  present: z.boolean().meta({ description: 'Whether the registrant has been checked in at the event.' }),
  certificate_code: z.string().nullable().meta({
    description: 'The code of the certificate that check-in issued (its page is /ecert/v1/{code}); null before check-in.',
  }),
});
export type Participation = z.infer<typeof ParticipationSchema>;

export const checkRegisteredEvent = endpoint({
  ...post,
  id: 'checkRegisteredEvent',
  path: 'event/check_registered_event',
  summary: 'Whether this member (token) or visitor (signed user_id) is registered for the event, with the registration.',
  body: z.object(whoFields),
  response: ParticipationSchema,
  errors: [404],
});

export const isParticipant = endpoint({
  ...get,
  id: 'isParticipant',
  path: 'event/is_participant',
  summary: 'The same question as check_registered_event, as a GET.',
  query: z.object(whoFields),
  response: ParticipationSchema,
  errors: [404],
});

export const resendEventEmail = endpoint({
  ...post,
  id: 'resendEventEmail',
  path: 'event/email_notification',
  summary: "Re-sends the registration confirmation (with the QR code and .ics) to the registered address only; at most once every 2 minutes per registration (429).",
  body: z.object(whoFields),
  response: z.object({ sent_to: z.string().meta({ description: 'The address, partly masked.' }) }),
  errors: [404],
  rateLimit: 'form',
});

export const createShareLink = endpoint({
  ...post,
  id: 'createShareLink',
  path: 'event/get-link',
  summary:
    "A share link for an event carrying a ref that counts who opens it. With the signed client_id the visitor gets their own link back (one per visitor and event) with its count; without one (or with one the server did not issue) a new anonymous link.",
  body: z.object({ event_id: formInt(), client_id: z.string().max(100).optional() }),
  response: z.object({
    ref: z.string(),
    url: z.string(),
    visits: z.number().int().meta({ description: 'How many different people opened the link.' }),
  }),
  errors: [404],
  rateLimit: 'write',
});

export const getShareDetail = endpoint({
  ...get,
  id: 'getShareDetail',
  path: 'event/share-detail',
  summary:
    "Resolves a share ref to its event and counts the visit once per person: the first open with a signed client_id other than the sharer's adds one. Without a client_id (or with one the server did not issue) nothing is counted, since a reader without the visitor cookie cannot be told apart from a reload.",
  query: z.object({ ref: z.string().trim().min(4).max(64), client_id: z.string().max(100).optional() }),
  response: z.object({ ref: z.string(), visits: z.number().int(), event: EventItemSchema }),
  errors: [404],
});

export const CertificateSchema = z.object({
  code: z.string(),
  number: z.string(),
  holder_name: z.string(),
  event_title: z.string(),
  event_date: z.number().int().meta({ description: 'When the event starts (Unix seconds).' }),
  event_end_date: z.number().int().meta({ description: 'When the event ends (Unix seconds): a multi-day event is certified for all its days.' }),
  issuer: z.string(),
  issued_at: z.number().int(),
  status: z.enum(['valid', 'revoked']),
  revoke_reason: z.string().nullable(),
  verify_url: z.string(),
  pdf_url: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

export const getCertificate = endpoint({
  ...get,
  id: 'getCertificate',
  path: 'certificate/v1',
  summary:
    "A certificate by its unguessable code, or by event_id and participant_id (the registration) for the participant's own member token.",
  query: z.object({ code: z.string().trim().min(10).max(64).optional(), event_id: formInt().optional(), participant_id: formInt().optional() }),
  response: CertificateSchema,
  errors: [404],
});

export const downloadCertificatePdf = endpoint({
  ...get,
  id: 'downloadCertificatePdf',
  path: 'certificate/v1/pdf',
  auth: 'none',
  summary: 'The certificate as an A4 landscape PDF (by its unguessable code).',
  query: z.object({ code: z.string().trim().min(10).max(64) }),
  response: z.unknown(),
  produces: { kind: 'file', contentType: 'application/pdf' },
  errors: [404],
});

export const findCertificate = endpoint({
  ...post,
  id: 'findCertificate',
  path: 'certificate/find',
  summary:
    'Finds a certificate by its printed number (answers its code), or by email and event (emails the links to that address, answering the same either way).',
  body: z.object({
    number: z.string().trim().max(40).optional(),
    email: emailField().optional(),
    event_id: formInt().optional(),
  }),
  response: z.object({ code: z.string().nullable(), emailed: z.boolean() }),
  rateLimit: 'form',
  errors: [404],
});
