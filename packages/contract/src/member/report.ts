import { z } from 'zod';
import { endpoint } from '../endpoint';
import { EventItemSchema } from '../visitor/events';
import { CertificateSchema, RegistrationSchema } from '../visitor/registration';

export const MyEventSchema = z.object({
  registration: RegistrationSchema,
  event: EventItemSchema,
  present: z.boolean(),
  certificate_code: z.string().nullable(),
});

export const listMyEvents = endpoint({
  id: 'listMyEvents',
  service: 'member-report',
  method: 'GET',
  path: 'events',
  auth: 'member',
  summary: "The member's own event registrations, upcoming first.",
  response: z.array(MyEventSchema),
});

export const listMyCertificates = endpoint({
  id: 'listMyCertificates',
  service: 'member-report',
  method: 'GET',
  path: 'certificates',
  auth: 'member',
  summary: "The member's own certificates, newest first.",
  response: z.array(CertificateSchema),
});
