import { z } from 'zod';
import { endpoint } from '../endpoint';
import { paged } from '../envelope';
import { formInt, pageFields } from '../fields';
import { EventItemSchema } from '../visitor/events';
import { passwordChangeBody } from '../member/schemas';

const admin = { service: 'admin', auth: 'admin' } as const;
const presence = { ...admin, permission: 'presence' } as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const AdminEventSchema = EventItemSchema.extend({
  participant_count: z.number().int(),
  attendance_count: z.number().int(),
});
export type AdminEvent = z.infer<typeof AdminEventSchema>;

export const ParticipantSchema = z.object({
  registration_id: z.number().int(),
  code: z.string().meta({ description: 'Registration code; the QR holds SBCREG:<code>.' }),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  member_id: z.number().int().nullable(),
  is_member: z.boolean(),
  registered_at: z.number().int(),
  present: z.boolean(),
  checked_in_at: z.number().int().nullable(),
  payment_pending: z.boolean().meta({
    description: 'A paid event’s registration whose bill is not paid yet: it cannot be checked in (409) until it is.',
  }),
});
export type Participant = z.infer<typeof ParticipantSchema>;

export const listAdminEvents = endpoint({
  ...presence,
  id: 'listAdminEvents',
  method: 'POST',
  path: 'event/list',
  summary: 'Events with participant and attendance counts, searchable; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), when: z.enum(['upcoming', 'past', 'today', 'all']).optional(), ...pageFields }),
  response: paged(AdminEventSchema),
});

export const getAdminEvent = endpoint({
  ...presence,
  id: 'getAdminEvent',
  method: 'GET',
  path: 'event/detail/{id}',
  summary: 'One event by id or slug, with counts.',
  params: z.object({ id: z.string().trim().min(1).max(200) }),
  response: AdminEventSchema.extend({ description: z.string(), address: z.string().nullable(), online_url: z.string().nullable() }),
});

export const listEventPresence = endpoint({
  ...presence,
  id: 'listEventPresence',
  method: 'POST',
  path: 'event/event_presence_list',
  summary: "An event's participants (member and non-member) with their presence, searchable by name, email or code.",
  body: z.object({
    event_id: formInt(),
    q: z.string().trim().max(100).optional(),
    status: z.enum(['all', 'present', 'absent']).optional(),
    ...pageFields,
  }),
  response: paged(ParticipantSchema),
  errors: [404],
});

/** A typed or scanned registration code (`SBCREG:<code>` or the code alone), or a registration id. */
/** Who is checked in: the code from the QR (or typed), or a participant picked from the list. */
const presenceTarget = z
  .object({
    event_id: formInt(),
    code: z.string().trim().max(120).optional(),
    registration_id: formInt().optional(),
  })
  .refine((b) => Boolean(b.code) || b.registration_id !== undefined, {
    path: ['code'],
    message: 'Isi kode registrasi atau pilih peserta dari daftar.',
  });

export const validateEventPresence = endpoint({
  ...presence,
  id: 'validateEventPresence',
  method: 'POST',
  path: 'event/validation_event_presence',
  summary: "Finds the participant for a code or registration id and says whether they are already present; 409 before the day the event starts (WIB) and for a registration whose bill is unpaid, 410 for a cancelled registration, 404 for an unknown code or another event's (named when the admin may know it).",
  body: presenceTarget,
  response: z.object({ participant: ParticipantSchema, already_present: z.boolean() }),
  errors: [404, 409, 410],
});

export const recordEventPresence = endpoint({
  ...presence,
  id: 'recordEventPresence',
  method: 'POST',
  path: 'event/event_presence',
  summary: 'Records presence (once) and issues the certificate; a second check-in, one before the day the event starts (WIB), or one for a registration whose bill is unpaid answers 409, a cancelled registration 410, and nothing changes.',
  body: presenceTarget,
  response: z.object({ participant: ParticipantSchema, certificate_code: z.string() }),
  errors: [404, 409, 410],
});

export const cancelEventPresence = endpoint({
  ...presence,
  id: 'cancelEventPresence',
  method: 'POST',
  path: 'event/cancel_event_presence',
  summary:
    "Undoes a participant's check-in (a mistake at the door): the presence is removed, and the certificate it issued is revoked with the reason 'Presensi dibatalkan panitia'; checking the participant in again makes that same certificate valid again. 409 when the participant is not checked in, 410 for a cancelled registration.",
  body: z.object({ event_id: formInt(), registration_id: formInt() }),
  response: z.object({
    participant: ParticipantSchema,
    certificate_revoked: z.boolean().meta({ description: 'Whether a valid certificate was revoked with the presence.' }),
  }),
  errors: [404, 409, 410],
});

export const exportEventPresence = endpoint({
  ...presence,
  id: 'exportEventPresence',
  method: 'POST',
  path: 'event/event_presence_excel',
  summary: "The event's attendance list as an .xlsx file.",
  body: z.object({ event_id: formInt() }),
  response: z.unknown(),
  produces: { kind: 'file', contentType: XLSX },
  errors: [404],
});

export const CourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  chapter_name: z.string().nullable(),
  member_count: z.number().int(),
  topic_count: z.number().int(),
  lesson_count: z.number().int(),
  next_lesson_at: z.number().int().nullable(),
});

export const LessonSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  title: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  present_count: z.number().int(),
});

export const TopicSchema = z.object({ id: z.number().int(), title: z.string(), lessons: z.array(LessonSchema) });

export const listCourses = endpoint({
  ...presence,
  id: 'listCourses',
  method: 'POST',
  path: 'course/list',
  summary: 'Courses with member, topic and lesson counts; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(CourseSchema),
});

export const getCourse = endpoint({
  ...presence,
  id: 'getCourse',
  method: 'POST',
  path: 'course/detail',
  summary: 'A course (by id or slug) with its topics and lessons.',
  // An id may come as a JSON number too, as every other id does.
  body: z.object({ course_id: z.union([z.number().int().positive().transform(String), z.string().trim().min(1).max(200)]) }),
  response: CourseSchema.extend({ topics: z.array(TopicSchema) }),
  errors: [404],
});

export const listLessons = endpoint({
  ...presence,
  id: 'listLessons',
  method: 'GET',
  path: 'course/lesson/list',
  summary: "A course's lessons, optionally of one topic.",
  query: z.object({ course_id: formInt(), topic_id: formInt().optional() }),
  response: z.array(LessonSchema),
  errors: [404],
});

export const CourseParticipantSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  present: z.boolean(),
  checked_in_at: z.number().int().nullable(),
});

export const listCoursePresence = endpoint({
  ...presence,
  id: 'listCoursePresence',
  method: 'POST',
  path: 'course/course_presence_list',
  summary: "A lesson's course members with their presence.",
  body: z.object({ lesson_id: formInt(), q: z.string().trim().max(100).optional() }),
  response: paged(CourseParticipantSchema),
  errors: [404],
});

const lessonTarget = { lesson_id: formInt(), member_id: formInt() };

export const validateCoursePresence = endpoint({
  ...presence,
  id: 'validateCoursePresence',
  method: 'POST',
  path: 'course/validation_course_presence',
  summary: "Whether the member follows the course and is already present at the lesson; 409 before the lesson's day (WIB).",
  body: z.object(lessonTarget),
  response: z.object({ participant: CourseParticipantSchema, already_present: z.boolean() }),
  errors: [404, 409],
});

export const recordCoursePresence = endpoint({
  ...presence,
  id: 'recordCoursePresence',
  method: 'POST',
  path: 'course/course_presence',
  summary: "Records a member present at a lesson, once; 409 when already present or before the lesson's day (WIB).",
  body: z.object(lessonTarget),
  response: CourseParticipantSchema,
  errors: [404, 409],
});

export const cancelCoursePresence = endpoint({
  ...presence,
  id: 'cancelCoursePresence',
  method: 'POST',
  path: 'course/cancel_course_presence',
  summary: "Undoes a member's check-in at a lesson (a mistake); 409 when the member is not checked in.",
  body: z.object(lessonTarget),
  response: CourseParticipantSchema,
  errors: [404, 409],
});

export const exportCoursePresence = endpoint({
  ...presence,
  id: 'exportCoursePresence',
  method: 'POST',
  path: 'course/course_presence_excel',
  summary: "A lesson's attendance list as an .xlsx file.",
  body: z.object({ lesson_id: formInt() }),
  response: z.unknown(),
  produces: { kind: 'file', contentType: XLSX },
  errors: [404],
});

export const exportCourseReport = endpoint({
  ...presence,
  id: 'exportCourseReport',
  method: 'POST',
  path: 'course/course_presence_formating_excel',
  summary: 'The formatted course attendance report: one row per member, one column per lesson, totals.',
  body: z.object({ course_id: formInt() }),
  response: z.unknown(),
  produces: { kind: 'file', contentType: XLSX },
  errors: [404],
});

export const AdminMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobilephone: z.string(),
  membership_package: z.string().nullable(),
  membership_until: z.string().nullable(),
  membership_active: z.boolean(),
  registered_at: z.number().int(),
});

export const listMembers = endpoint({
  ...admin,
  permission: 'members',
  id: 'listMembers',
  method: 'POST',
  path: 'member/index',
  summary: 'Members, paged and searchable, with membership status.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(AdminMemberSchema),
});

export const updateAdminPassword = endpoint({
  ...admin,
  permission: 'account',
  id: 'updateAdminPassword',
  method: 'POST',
  path: 'user/update_password',
  summary: "Changes the admin's password (current one required); every other session is revoked.",
  body: passwordChangeBody(),
  response: z.null(),
  rateLimit: 'login',
});
