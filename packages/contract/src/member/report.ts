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

export const MyLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  present: z.boolean(),
});

export const MyCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  chapter_name: z.string().nullable(),
  topics: z.array(z.object({ id: z.number().int(), title: z.string(), lessons: z.array(MyLessonSchema) })),
});

export const listMyCourses = endpoint({
  id: 'listMyCourses',
  service: 'member-report',
  method: 'GET',
  path: 'courses',
  auth: 'member',
  summary: 'The courses the member follows, with topics, lessons and their own presence.',
  response: z.array(MyCourseSchema),
});
