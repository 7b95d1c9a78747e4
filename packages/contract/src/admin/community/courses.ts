import { z } from 'zod';
import { endpoint } from '../../endpoint';
import { paged } from '../../envelope';
import { emailField, pageFields, requiredText } from '../../fields';
import { chapter, id, optionalText, slugInput, unix, chapterIdInput, ok } from './shared';

// ---------------------------------------------------------------- courses

export const CommunityCourseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  chapter_id: z.number().int().nullable(),
  chapter_name: z.string().nullable(),
  member_count: z.number().int(),
  topic_count: z.number().int(),
  lesson_count: z.number().int(),
});
export type CommunityCourse = z.infer<typeof CommunityCourseSchema>;

export const CommunityLessonSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  starts_at: z.number().int(),
  ends_at: z.number().int(),
  present_count: z.number().int(),
});
export const CommunityTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  sort_order: z.number().int(),
  lessons: z.array(CommunityLessonSchema),
});
export const CourseMemberSchema = z.object({
  member_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  joined_at: z.number().int(),
});
export const CommunityCourseDetailSchema = CommunityCourseSchema.extend({
  topics: z.array(CommunityTopicSchema),
  members: z.array(CourseMemberSchema),
});
export type CommunityCourseDetail = z.infer<typeof CommunityCourseDetailSchema>;

export const listCommunityCourses = endpoint({
  ...chapter,
  id: 'listCommunityCourses',
  method: 'POST',
  path: 'community/course/list',
  summary: 'Courses with counts; a chapter admin sees their chapter only.',
  body: z.object({ q: z.string().trim().max(100).optional(), ...pageFields }),
  response: paged(CommunityCourseSchema),
});

export const getCommunityCourse = endpoint({
  ...chapter,
  id: 'getCommunityCourse',
  method: 'GET',
  path: 'community/course/detail/{id}',
  summary: 'A course with its topics, lessons and the members who follow it.',
  params: z.object({ id: z.string().trim().min(1).max(20) }),
  response: CommunityCourseDetailSchema,
  errors: [404],
});

const courseFields = {
  title: requiredText(200),
  slug: slugInput(),
  description: optionalText(5000),
  chapter_id: chapterIdInput(),
};

export const saveCommunityCourse = endpoint({
  ...chapter,
  id: 'saveCommunityCourse',
  method: 'POST',
  path: 'community/course/save',
  summary: 'Creates a course (without id) or edits one.',
  body: z.object({ id: id().optional(), ...courseFields }),
  response: CommunityCourseSchema,
  errors: [404, 409],
});

export const deleteCommunityCourse = endpoint({
  ...chapter,
  id: 'deleteCommunityCourse',
  method: 'POST',
  path: 'community/course/delete',
  summary: 'Deletes a course whose lessons have no presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const saveCourseTopic = endpoint({
  ...chapter,
  id: 'saveCourseTopic',
  method: 'POST',
  path: 'community/course/topic_save',
  summary: 'Adds a topic to a course (without id) or renames one.',
  body: z.object({ id: id().optional(), course_id: id(), title: requiredText(200) }),
  response: ok,
  errors: [404],
});

export const deleteCourseTopic = endpoint({
  ...chapter,
  id: 'deleteCourseTopic',
  method: 'POST',
  path: 'community/course/topic_delete',
  summary: 'Deletes a topic whose lessons have no presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const saveCourseLesson = endpoint({
  ...chapter,
  id: 'saveCourseLesson',
  method: 'POST',
  path: 'community/course/lesson_save',
  summary: 'Adds a lesson to a topic (without id) or edits one: title, start and end.',
  body: z.object({
    id: id().optional(),
    topic_id: id(),
    title: requiredText(200),
    starts_at: unix(),
    ends_at: unix(),
  }),
  response: ok,
  errors: [404],
});

export const deleteCourseLesson = endpoint({
  ...chapter,
  id: 'deleteCourseLesson',
  method: 'POST',
  path: 'community/course/lesson_delete',
  summary: 'Deletes a lesson without presence recorded.',
  body: z.object({ id: id() }),
  response: ok,
  errors: [404, 409],
});

export const addCourseMember = endpoint({
  ...chapter,
  id: 'addCourseMember',
  method: 'POST',
  path: 'community/course/member_add',
  summary: 'Adds the member with this email to the course.',
  body: z.object({ course_id: id(), email: emailField() }),
  response: CourseMemberSchema,
  errors: [404, 409],
});

export const removeCourseMember = endpoint({
  ...chapter,
  id: 'removeCourseMember',
  method: 'POST',
  path: 'community/course/member_remove',
  summary: 'Removes a member from the course.',
  body: z.object({ course_id: id(), member_id: id() }),
  response: z.object({ course_id: z.number().int(), member_id: z.number().int() }),
  errors: [404],
});
