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
import { assertChapterScope, chapterScope, type Principal, type ScopeAccess } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { likePattern } from '../presence/participants';
import { lessonPresentCount } from '../presence/courses';
import { badField, countAll, notFound, uniqueSlug } from './common';
import { saveWithAudit } from './save-with-audit';

export const COURSE = 'Kelas';
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
export async function courseInScope(db: Db, principal: Principal, id: number, access: ScopeAccess) {
  const [row] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!row) throw notFound(COURSE);
  assertChapterScope(principal, row.chapterId, access);
  return row;
}

export async function topicInScope(db: Db, principal: Principal, id: number) {
  const [topic] = await db.select().from(courseTopics).where(eq(courseTopics.id, id)).limit(1);
  if (!topic) throw notFound('Topik');
  const course = await courseInScope(db, principal, topic.courseId, 'write');
  return { topic, course };
}

export async function getCommunityCourse(
  db: Db,
  principal: Principal,
  id: number,
): Promise<CommunityCourseDetail> {
  await courseInScope(db, principal, id, 'read');
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
  assertChapterScope(principal, chapterId, 'write');
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
  const before = input.id ? await courseInScope(db, principal, input.id, 'write') : undefined;
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
export async function refuseWithPresence(db: Db, lessonIds: SQL | number[], what: string) {
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
  const course = await courseInScope(db, principal, id, 'write');
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
