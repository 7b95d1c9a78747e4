import { type CommunityCourse, type CommunityCourseDetail, type Paged } from '@sbc/contract';
import { and, asc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import {
  chapters,
  courseLessons,
  courseMembers,
  courses,
  courseTopics,
  lessonPresence,
  members,
} from '../../db/schema';
import { assertChapterScope, chapterScope, type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { likePattern } from '../presence/participants';
import { lessonPresentCount } from '../presence/courses';
import { badField, countAll, notFound, uniqueSlug } from './common';
import { saveWithAudit } from './save-with-audit';

const COURSE = 'Kelas';
const counts = {
  memberCount: sql<number>`(select count(*)::int from course_members cm where cm.course_id = "courses"."id")`,
  topicCount: sql<number>`(select count(*)::int from course_topics ct where ct.course_id = "courses"."id")`,
  lessonCount: sql<number>`(select count(*)::int from course_lessons l join course_topics ct on ct.id = l.topic_id where ct.course_id = "courses"."id")`,
};
type Row = {
  c: typeof courses.$inferSelect;
  chapterName: string | null;
  memberCount: number;
  topicCount: number;
  lessonCount: number;
};

function toCourse(r: Row): CommunityCourse {
  return {
    id: r.c.id,
    slug: r.c.slug,
    title: r.c.title,
    description: r.c.description,
    chapter_id: r.c.chapterId,
    chapter_name: r.chapterName,
    member_count: Number(r.memberCount),
    topic_count: Number(r.topicCount),
    lesson_count: Number(r.lessonCount),
  };
}

const selectCourses = (db: Db, where: SQL | undefined) =>
  db
    .select({ c: courses, chapterName: chapters.name, ...counts })
    .from(courses)
    .leftJoin(chapters, eq(chapters.id, courses.chapterId))
    .where(where);

export async function listCommunityCourses(
  db: Db,
  principal: Principal,
  o: { q?: string; page?: number; perPage?: number },
): Promise<Paged<CommunityCourse>> {
  const scope = chapterScope(principal);
  const where = and(
    scope === null ? undefined : eq(courses.chapterId, scope),
    o.q ? ilike(courses.title, likePattern(o.q)) : undefined,
  );
  return pageOf(
    o,
    20,
    (limit, offset) =>
      selectCourses(db, where).orderBy(asc(courses.title)).limit(limit).offset(offset),
    () => db.select({ n: countAll }).from(courses).where(where),
    toCourse,
  );
}

/** The course, refused (403) when it belongs to another chapter than a chapter admin's. */
async function courseInScope(db: Db, principal: Principal, id: number) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound(COURSE);
  assertChapterScope(principal, row.chapterId);
  return row;
}

async function topicInScope(db: Db, principal: Principal, id: number) {
  const [topic] = await db.select().from(courseTopics).where(eq(courseTopics.id, id)).limit(1);
  if (!topic) throw notFound('Topik');
  const course = await courseInScope(db, principal, topic.courseId);
  return { topic, course };
}

export async function getCommunityCourse(
  db: Db,
  principal: Principal,
  id: number,
): Promise<CommunityCourseDetail> {
  await courseInScope(db, principal, id);
  const [row] = await selectCourses(db, eq(courses.id, id));
  if (!row) throw notFound(COURSE);
  const [topics, lessons, followers] = await Promise.all([
    db
      .select()
      .from(courseTopics)
      .where(eq(courseTopics.courseId, id))
      .orderBy(asc(courseTopics.sortOrder), asc(courseTopics.id)),
    db
      .select({
        l: courseLessons,
        present: lessonPresentCount,
      })
      .from(courseLessons)
      .innerJoin(courseTopics, eq(courseTopics.id, courseLessons.topicId))
      .where(eq(courseTopics.courseId, id))
      .orderBy(asc(courseLessons.startsAt), asc(courseLessons.id)),
    db
      .select({
        id: members.id,
        first: members.firstName,
        last: members.lastName,
        email: members.email,
        joinedAt: courseMembers.joinedAt,
      })
      .from(courseMembers)
      .innerJoin(members, eq(members.id, courseMembers.memberId))
      .where(eq(courseMembers.courseId, id))
      .orderBy(asc(members.firstName), asc(members.id)),
  ]);
  return {
    ...toCourse(row),
    topics: topics.map((t) => ({
      id: t.id,
      title: t.title,
      sort_order: t.sortOrder,
      lessons: lessons
        .filter((l) => l.l.topicId === t.id)
        .map((l) => ({
          id: l.l.id,
          title: l.l.title,
          starts_at: toUnix(l.l.startsAt),
          ends_at: toUnix(l.l.endsAt),
          present_count: Number(l.present),
        })),
    })),
    members: followers.map((m) => ({
      member_id: m.id,
      name: `${m.first} ${m.last}`.trim(),
      email: m.email,
      joined_at: toUnix(m.joinedAt),
    })),
  };
}

async function checkChapter(db: Db, principal: Principal, chapterId: number | null) {
  assertChapterScope(principal, chapterId);
  if (chapterId === null) return;
  const [ch] = await db
    .select({ id: chapters.id })
    .from(chapters)
    .where(eq(chapters.id, chapterId));
  if (!ch) throw badField('chapter_id', 'Chapter tidak ditemukan');
}

export async function saveCommunityCourse(
  ctx: AppContext,
  principal: Principal,
  input: {
    id?: number;
    title: string;
    slug?: string;
    description: string;
    chapter_id: number | null;
  },
): Promise<CommunityCourse> {
  const { db } = ctx.database;
  const before = input.id ? await courseInScope(db, principal, input.id) : undefined;
  await checkChapter(db, principal, input.chapter_id);
  const slug = await uniqueSlug(db, courses, {
    typed: input.slug ?? before?.slug,
    title: input.title,
    exceptId: input.id,
  });
  return saveWithAudit(ctx, principal, {
    table: courses,
    id: before?.id,
    values: {
      title: input.title,
      slug,
      description: input.description,
      chapterId: input.chapter_id,
    },
    audit: {
      entity: 'course',
      subject: `kelas “${input.title}”`,
    },
    scope: 'community',
    read: async (id) => {
      const [row] = await selectCourses(db, eq(courses.id, id));
      if (!row) throw notFound(COURSE);
      return toCourse(row);
    },
  });
}

/** Refuses to drop lessons that already have presence (members' attendance history). */
async function refuseWithPresence(db: Db, lessonIds: SQL | number[], what: string) {
  const ids = Array.isArray(lessonIds) ? lessonIds : undefined;
  if (ids && !ids.length) return;
  const [row] = await db
    .select({ n: countAll })
    .from(lessonPresence)
    .where(
      ids
        ? inArray(lessonPresence.lessonId, ids)
        : inArray(lessonPresence.lessonId, sql`(${lessonIds})`),
    );
  if (Number(row?.n ?? 0) > 0)
    throw new AppError(
      'CONFLICT',
      `${what} sudah memiliki catatan kehadiran sehingga tidak dapat dihapus`,
    );
}

const lessonIdsOfCourse = (courseId: number) =>
  sql`select l.id from course_lessons l join course_topics t on t.id = l.topic_id where t.course_id = ${courseId}`;

export async function deleteCommunityCourse(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await refuseWithPresence(t, lessonIdsOfCourse(id), 'Kelas ini');
    await t.delete(courses).where(eq(courses.id, id));
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'course',
      entityId: id,
      summary: `Menghapus kelas “${course.title}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { id };
}

export async function saveCourseTopic(
  ctx: AppContext,
  principal: Principal,
  input: { id?: number; course_id: number; title: string },
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, input.course_id);
  if (input.id) {
    const { topic } = await topicInScope(db, principal, input.id);
    if (topic.courseId !== course.id) throw notFound('Topik');
  }
  return saveWithAudit(ctx, principal, {
    table: courseTopics,
    id: input.id,
    values: { courseId: course.id, title: input.title },
    insertOnly: {
      sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from course_topics where course_id = ${course.id})`,
    },
    audit: {
      entity: 'course-topic',
      subject: `topik “${input.title}” di kelas “${course.title}”`,
      createVerb: 'Menambah',
    },
    scope: 'community',
    read: async (id) => ({ id }),
  });
}

export async function deleteCourseTopic(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const { topic, course } = await topicInScope(db, principal, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await refuseWithPresence(
      t,
      sql`select id from course_lessons where topic_id = ${id}`,
      'Topik ini',
    );
    await t.delete(courseTopics).where(eq(courseTopics.id, id));
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'course-topic',
      entityId: id,
      summary: `Menghapus topik “${topic.title}” dari kelas “${course.title}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { id };
}

export async function saveCourseLesson(
  ctx: AppContext,
  principal: Principal,
  input: { id?: number; topic_id: number; title: string; starts_at: number; ends_at: number },
) {
  const { db } = ctx.database;
  if (input.ends_at <= input.starts_at)
    throw badField('ends_at', 'Waktu selesai harus setelah waktu mulai');
  const { topic, course } = await topicInScope(db, principal, input.topic_id);
  if (input.id) {
    const [lesson] = await db
      .select({ topicId: courseLessons.topicId })
      .from(courseLessons)
      .where(eq(courseLessons.id, input.id));
    if (!lesson) throw notFound('Pertemuan');
    // A lesson may move to another topic of the same course only.
    const [from] = await db
      .select({ courseId: courseTopics.courseId })
      .from(courseTopics)
      .where(eq(courseTopics.id, lesson.topicId));
    if (from?.courseId !== course.id) throw notFound('Pertemuan');
  }
  const values = {
    topicId: topic.id,
    title: input.title,
    startsAt: new Date(input.starts_at * 1000),
    endsAt: new Date(input.ends_at * 1000),
  };
  return saveWithAudit(ctx, principal, {
    table: courseLessons,
    id: input.id,
    values,
    audit: {
      entity: 'course-lesson',
      subject: `pertemuan “${input.title}” di kelas “${course.title}”`,
      createVerb: 'Menambah',
    },
    scope: 'community',
    read: async (id) => ({ id }),
  });
}

export async function deleteCourseLesson(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const [lesson] = await db.select().from(courseLessons).where(eq(courseLessons.id, id));
  if (!lesson) throw notFound('Pertemuan');
  const { course } = await topicInScope(db, principal, lesson.topicId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await refuseWithPresence(t, [id], 'Pertemuan ini');
    await t.delete(courseLessons).where(eq(courseLessons.id, id));
    await recordAudit(t, principal, {
      action: 'delete',
      entity: 'course-lesson',
      entityId: id,
      summary: `Menghapus pertemuan “${lesson.title}” dari kelas “${course.title}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { id };
}

export async function addCourseMember(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  email: string,
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, courseId);
  const [member] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
    .limit(1);
  if (!member)
    throw new AppError('NOT_FOUND', 'Tidak ada anggota dengan email ini', [
      { field: 'email', message: 'Anggota tidak ditemukan' },
    ]);
  const joined = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .insert(courseMembers)
      .values({ courseId, memberId: member.id })
      .onConflictDoNothing()
      .returning({ joinedAt: courseMembers.joinedAt });
    if (!row)
      throw new AppError('CONFLICT', `${member.email} sudah mengikuti kelas ini`, [
        { field: 'email', message: 'Sudah mengikuti kelas ini' },
      ]);
    await recordAudit(t, principal, {
      action: 'add-member',
      entity: 'course',
      entityId: courseId,
      summary: `Menambahkan ${member.email} ke kelas “${course.title}”`,
    });
    return row.joinedAt;
  });
  ctx.contentChanges.notify('community');
  return {
    member_id: member.id,
    name: `${member.firstName} ${member.lastName}`.trim(),
    email: member.email,
    joined_at: toUnix(joined),
  };
}

export async function removeCourseMember(
  ctx: AppContext,
  principal: Principal,
  courseId: number,
  memberId: number,
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, courseId);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .delete(courseMembers)
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.memberId, memberId)))
      .returning({ memberId: courseMembers.memberId });
    if (!row) throw notFound('Peserta kelas');
    await recordAudit(t, principal, {
      action: 'remove-member',
      entity: 'course',
      entityId: courseId,
      summary: `Mengeluarkan anggota #${memberId} dari kelas “${course.title}”`,
    });
  });
  ctx.contentChanges.notify('community');
  return { course_id: courseId, member_id: memberId };
}
