import type { AdminClient } from '@sbc/api-client';

/** What an admin call resolves to, by the contract (types only: nothing is imported at run time). */
type Answer<K extends keyof AdminClient> = Awaited<ReturnType<AdminClient[K]>>;

/** A course of `listCourses`. */
export type Course = Answer<'listCourses'>['data'][number];
/** A course with its topics and lessons (`getCourse`). */
export type CourseDetail = Answer<'getCourse'>;
export type Topic = CourseDetail['topics'][number];
export type Lesson = Topic['lessons'][number];
/** A course member's presence at one lesson (`listCoursePresence`). */
export type CourseParticipant = Answer<'listCoursePresence'>['data'][number];
/** A member row of `listMembers`. */
export type AdminMember = Answer<'listMembers'>['data'][number];
/** A mail of the demo outbox (`listOutbox`). */
export type OutboxMail = Answer<'listOutbox'>['data'][number];
