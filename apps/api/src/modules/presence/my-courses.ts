import { and, asc, eq, inArray } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { chapters, courseLessons, courseMembers, courses, courseTopics, lessonPresence } from '../../db/schema';
import { toUnix } from '../news/mapping';

/** The courses a member follows, with each lesson marked present or not for them. */
export async function listMemberCourses(db: Db, memberId: number) {
  const followed = await db
    .select({ c: courses, chapterName: chapters.name })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .leftJoin(chapters, eq(chapters.id, courses.chapterId))
    .where(eq(courseMembers.memberId, memberId))
    .orderBy(asc(courses.title));
  if (!followed.length) return [];
  const ids = followed.map((f) => f.c.id);
  const topics = await db.select().from(courseTopics).where(inArray(courseTopics.courseId, ids)).orderBy(asc(courseTopics.sortOrder));
  const lessons = await db
    .select({ l: courseLessons, courseId: courseTopics.courseId, presentAt: lessonPresence.checkedInAt })
    .from(courseLessons)
    .innerJoin(courseTopics, eq(courseTopics.id, courseLessons.topicId))
    .leftJoin(lessonPresence, and(eq(lessonPresence.lessonId, courseLessons.id), eq(lessonPresence.memberId, memberId)))
    .where(inArray(courseTopics.courseId, ids))
    .orderBy(asc(courseLessons.startsAt));
  return followed.map(({ c, chapterName }) => ({
    id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    chapter_name: chapterName,
    topics: topics
      .filter((t) => t.courseId === c.id)
      .map((t) => ({
        id: t.id,
        title: t.title,
        lessons: lessons
          .filter((l) => l.l.topicId === t.id)
          .map((l) => ({ id: l.l.id, title: l.l.title, starts_at: toUnix(l.l.startsAt), ends_at: toUnix(l.l.endsAt), present: l.presentAt !== null })),
      })),
  }));
}
