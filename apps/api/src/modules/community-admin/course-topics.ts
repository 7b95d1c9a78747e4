// A course's topics and their lessons: saved and deleted by the course's chapter or a super admin.
import { eq, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { courseLessons, courseTopics } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { recordAudit } from '../../services/audit';
import { badField, notFound } from './common';
import { courseInScope, refuseWithPresence, topicInScope } from './courses';
import { saveWithAudit } from './save-with-audit';

export async function saveCourseTopic(
  ctx: AppContext,
  principal: Principal,
  input: { id?: number; course_id: number; title: string },
) {
  const { db } = ctx.database;
  const course = await courseInScope(db, principal, input.course_id, 'write');
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
