import { formatDayDate } from '@sbc/format/date';
import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { isUniqueViolation } from '../../db/errors';
import { chapters, courseLessons, courseMembers, courses, courseTopics, lessonPresence, members } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { type AuditEntry, CHECK_IN_ENTITY, recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { notInScope } from './not-in-scope';
import { likePattern } from './participants';

type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;

/** A chapter admin works on their own chapter's courses only; other roles on every course. */
export function courseScope(principal: AdminPrincipal): SQL | undefined {
  return principal.role === 'chapter' ? eq(courses.chapterId, principal.chapterId ?? -1) : undefined;
}

/** The course's id when it exists within the admin's scope. */
export async function requireCourseInScope(db: Db, principal: AdminPrincipal, idOrSlug: string | number): Promise<number> {
  const key = typeof idOrSlug === 'number' || /^\d+$/.test(idOrSlug) ? eq(courses.id, Number(idOrSlug)) : eq(courses.slug, idOrSlug);
  const [row] = await db.select({ id: courses.id }).from(courses).where(and(key, courseScope(principal))).limit(1);
  if (!row) throw notInScope(principal, 'Kelas');
  return row.id;
}

/** The lesson when its course is within the admin's scope. */
export async function requireLessonInScope(db: Db, principal: AdminPrincipal, lessonId: number): Promise<{ id: number; startsAt: Date }> {
  const [row] = await db
    .select({ id: courseLessons.id, startsAt: courseLessons.startsAt })
    .from(courseLessons)
    .innerJoin(courseTopics, eq(courseTopics.id, courseLessons.topicId))
    .innerJoin(courses, eq(courses.id, courseTopics.courseId))
    .where(and(eq(courseLessons.id, lessonId), courseScope(principal)))
    .limit(1);
  if (!row) throw notInScope(principal, 'Pertemuan');
  return row;
}

const courseCounts = {
  memberCount: sql<number>`(select count(*)::int from course_members cm where cm.course_id = "courses"."id")`,
  topicCount: sql<number>`(select count(*)::int from course_topics ct where ct.course_id = "courses"."id")`,
  lessonCount: sql<number>`(select count(*)::int from course_lessons l join course_topics ct on ct.id = l.topic_id where ct.course_id = "courses"."id")`,
  nextLesson: sql<Date | null>`(select min(l.starts_at) from course_lessons l join course_topics ct on ct.id = l.topic_id where ct.course_id = "courses"."id" and l.ends_at >= now())`,
};

type CourseRow = { c: typeof courses.$inferSelect; chapterName: string | null; memberCount: number; topicCount: number; lessonCount: number; nextLesson: Date | string | null };

function toCourse(r: CourseRow) {
  return {
    id: r.c.id,
    slug: r.c.slug,
    title: r.c.title,
    description: r.c.description,
    chapter_name: r.chapterName,
    member_count: Number(r.memberCount),
    topic_count: Number(r.topicCount),
    lesson_count: Number(r.lessonCount),
    next_lesson_at: r.nextLesson ? toUnix(new Date(r.nextLesson)) : null,
  };
}

export async function listCourses(db: Db, principal: AdminPrincipal, o: { q?: string; page?: number; perPage?: number }) {
  const where = and(courseScope(principal), o.q ? ilike(courses.title, likePattern(o.q)) : undefined);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      db
        .select({ c: courses, chapterName: chapters.name, ...courseCounts })
        .from(courses)
        .leftJoin(chapters, eq(chapters.id, courses.chapterId))
        .where(where)
        .orderBy(asc(courses.title))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(courses).where(where),
    toCourse,
  );
}

/**
 * A lesson's attendance: the present members who still follow its course, so the count agrees
 * with the lesson's list and exports after a member is taken off the course (their record stays,
 * and counts again if they rejoin). Used where "course_lessons" is in the query.
 */
export const lessonPresentCount = sql<number>`(select count(*)::int from lesson_presence lp
  join course_topics ct on ct.id = "course_lessons"."topic_id"
  join course_members cm on cm.course_id = ct.course_id and cm.member_id = lp.member_id
  where lp.lesson_id = "course_lessons"."id")`;

const lessonColumns = {
  id: courseLessons.id,
  topicId: courseLessons.topicId,
  title: courseLessons.title,
  startsAt: courseLessons.startsAt,
  endsAt: courseLessons.endsAt,
  presentCount: lessonPresentCount,
};

type LessonRow = { id: number; topicId: number; title: string; startsAt: Date; endsAt: Date; presentCount: number };
const toLesson = (l: LessonRow) => ({
  id: l.id,
  topic_id: l.topicId,
  title: l.title,
  starts_at: toUnix(l.startsAt),
  ends_at: toUnix(l.endsAt),
  present_count: Number(l.presentCount),
});

export async function findCourse(db: Db, idOrSlug: string) {
  const key = /^\d+$/.test(idOrSlug) ? eq(courses.id, Number(idOrSlug)) : eq(courses.slug, idOrSlug);
  const [row] = await db
    .select({ c: courses, chapterName: chapters.name, ...courseCounts })
    .from(courses)
    .leftJoin(chapters, eq(chapters.id, courses.chapterId))
    .where(key)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Kelas tidak ditemukan');
  const topics = await db.select().from(courseTopics).where(eq(courseTopics.courseId, row.c.id)).orderBy(asc(courseTopics.sortOrder));
  const lessons = await listLessons(db, row.c.id);
  return {
    ...toCourse(row),
    topics: topics.map((t) => ({ id: t.id, title: t.title, lessons: lessons.filter((l) => l.topic_id === t.id) })),
  };
}

export async function listLessons(db: Db, courseId: number, topicId?: number) {
  const rows = await db
    .select(lessonColumns)
    .from(courseLessons)
    .innerJoin(courseTopics, eq(courseTopics.id, courseLessons.topicId))
    .where(and(eq(courseTopics.courseId, courseId), topicId ? eq(courseLessons.topicId, topicId) : undefined))
    .orderBy(asc(courseLessons.startsAt));
  return rows.map(toLesson);
}

/** The lesson and its course, or a 404. */
export async function findLesson(db: Db, lessonId: number) {
  const [row] = await db
    .select({ id: courseLessons.id, title: courseLessons.title, startsAt: courseLessons.startsAt, courseId: courseTopics.courseId, courseTitle: courses.title })
    .from(courseLessons)
    .innerJoin(courseTopics, eq(courseTopics.id, courseLessons.topicId))
    .innerJoin(courses, eq(courses.id, courseTopics.courseId))
    .where(eq(courseLessons.id, lessonId));
  if (!row) throw new AppError('NOT_FOUND', 'Pertemuan tidak ditemukan');
  return row;
}

const courseParticipantColumns = {
  memberId: members.id,
  firstName: members.firstName,
  lastName: members.lastName,
  email: members.email,
  checkedInAt: lessonPresence.checkedInAt,
};
type CourseParticipantRow = { memberId: number; firstName: string; lastName: string; email: string; checkedInAt: Date | null };
const toCourseParticipant = (r: CourseParticipantRow) => ({
  member_id: r.memberId,
  name: `${r.firstName} ${r.lastName}`.trim(),
  email: r.email,
  present: r.checkedInAt !== null,
  checked_in_at: r.checkedInAt ? toUnix(r.checkedInAt) : null,
});

/** Course members joined with their presence at one lesson; callers add the conditions. */
function courseParticipants(db: Db, lessonId: number) {
  return db
    .select(courseParticipantColumns)
    .from(courseMembers)
    .innerJoin(members, eq(members.id, courseMembers.memberId))
    .leftJoin(lessonPresence, and(eq(lessonPresence.memberId, members.id), eq(lessonPresence.lessonId, lessonId)))
    .$dynamic();
}

export async function listCoursePresence(db: Db, lessonId: number, q?: string) {
  const lesson = await findLesson(db, lessonId);
  const search = q ? or(ilike(members.firstName, likePattern(q)), ilike(members.lastName, likePattern(q)), ilike(members.email, likePattern(q))) : undefined;
  const rows = await courseParticipants(db, lessonId)
    .where(and(eq(courseMembers.courseId, lesson.courseId), search))
    .orderBy(asc(members.firstName), asc(members.lastName));
  return { data: rows.map(toCourseParticipant), totalRecords: rows.length };
}

async function findCourseParticipant(db: Db, lessonId: number, memberId: number) {
  const lesson = await findLesson(db, lessonId);
  const [row] = await courseParticipants(db, lessonId)
    .where(and(eq(courseMembers.courseId, lesson.courseId), eq(members.id, memberId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Anggota tidak mengikuti kelas ini');
  return { row, lesson };
}

export async function validateCoursePresence(db: Db, lessonId: number, memberId: number) {
  const { row } = await findCourseParticipant(db, lessonId, memberId);
  return { participant: toCourseParticipant(row), already_present: row.checkedInAt !== null };
}

/** The audit entry of a lesson check-in recorded or undone: who, at which lesson (its day and course). */
function lessonCheckInAudit(
  action: 'check-in' | 'check-in-cancel',
  name: string,
  email: string,
  lesson: { id: number; title: string; startsAt: Date; courseTitle: string },
): AuditEntry {
  const verb = action === 'check-in' ? 'Mencatat' : 'Membatalkan';
  return {
    action,
    entity: CHECK_IN_ENTITY.lesson,
    entityId: lesson.id,
    summary: `${verb} kehadiran ${name} di pertemuan “${lesson.title}” (${formatDayDate(toUnix(lesson.startsAt))}) kelas “${lesson.courseTitle}”`,
    detail: { email },
  };
}

/**
 * Records a member present at a lesson once, and who checked them in to the audit log in the same
 * transaction: a check-in made after the lesson can be traced to an admin.
 */
export async function recordCoursePresence(db: Db, principal: AdminPrincipal, lessonId: number, memberId: number) {
  const { row, lesson } = await findCourseParticipant(db, lessonId, memberId);
  const name = `${row.firstName} ${row.lastName}`.trim();
  if (row.checkedInAt) throw new AppError('CONFLICT', `${name} sudah tercatat hadir`);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [p] = await t.insert(lessonPresence).values({ lessonId, memberId, checkedInBy: principal.id }).returning({ checkedInAt: lessonPresence.checkedInAt });
      await recordAudit(t, principal, lessonCheckInAudit('check-in', name, row.email, lesson));
      return toCourseParticipant({ ...row, checkedInAt: p?.checkedInAt ?? new Date() });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `${name} sudah tercatat hadir`);
    throw error;
  }
}

/** Undoes a member's check-in at a lesson made by mistake, with an audit entry in the same transaction. */
export async function cancelCoursePresence(db: Db, principal: AdminPrincipal, lessonId: number, memberId: number) {
  const { row, lesson } = await findCourseParticipant(db, lessonId, memberId);
  const name = `${row.firstName} ${row.lastName}`.trim();
  const notPresent = () => new AppError('CONFLICT', `${name} belum tercatat hadir`);
  if (!row.checkedInAt) throw notPresent();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [removed] = await t
      .delete(lessonPresence)
      .where(and(eq(lessonPresence.lessonId, lessonId), eq(lessonPresence.memberId, memberId)))
      .returning({ memberId: lessonPresence.memberId });
    // Another device undid it first.
    if (!removed) throw notPresent();
    await recordAudit(t, principal, lessonCheckInAudit('check-in-cancel', name, row.email, lesson));
    return toCourseParticipant({ ...row, checkedInAt: null });
  });
}
