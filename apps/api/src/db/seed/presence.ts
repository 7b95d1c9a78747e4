import { eq, sql } from 'drizzle-orm';
import { atWib, wibDay } from '@sbc/format/date';
import { type Db } from '../client';
import { courseLessons, courseMembers, courses, courseTopics, eventPresence, eventRegistrations, events, lessonPresence, members } from '../schema';
import { issueCertificate } from '../../modules/presence/certificates';
import { newCode } from '../../services/secrets';
import { courses as seedCourses, demoPerson } from './content/people';

const DAY = 24 * 60 * 60 * 1000;
/** Extra demo members cannot log in: their hash is not an argon2 hash. */
const NO_LOGIN = '!demo-no-login';

function wibAt(daysFromNow: number, hour: number, minute = 0): Date {
  return atWib(wibDay(new Date(Date.now() + daysFromNow * DAY)), hour, minute);
}

/** Demo registrations on every event, presence and certificates on past ones, and three courses. */
export async function seedPresence(db: Db, chapterIds: Map<string, number>): Promise<void> {
  const extra = Array.from({ length: 30 }, (_, i) => demoPerson(i));
  const extraRows = await db
    .insert(members)
    .values(extra.map((p) => ({ email: p.email, firstName: p.firstName, lastName: p.lastName, mobilephone: p.phone, passwordHash: NO_LOGIN })))
    .returning({ id: members.id, email: members.email, firstName: members.firstName, lastName: members.lastName, mobilephone: members.mobilephone });
  const demo = await db.select().from(members).where(sql`${members.email} in ('anggota@sbc.test', 'anggota2@sbc.test')`).orderBy(members.id);
  const everyone = [...demo, ...extraRows];

  const eventRows = await db.select({ id: events.id, seats: events.seats, endsAt: events.endsAt }).from(events).orderBy(events.startsAt);
  let person = 100;
  for (const [index, event] of eventRows.entries()) {
    const past = event.endsAt.getTime() < Date.now();
    const size = Math.min(event.seats ?? 60, 12 + ((index * 7) % 25));
    const memberCount = Math.min(6, size);
    const attendees = [
      ...everyone.slice(index % 2 === 0 ? 0 : 1, memberCount).map((m) => ({ memberId: m.id, name: `${m.firstName} ${m.lastName}`.trim(), email: m.email, phone: m.mobilephone })),
      ...Array.from({ length: size - memberCount }, () => {
        const p = demoPerson(person++);
        return { memberId: null, name: `${p.firstName} ${p.lastName}`, email: p.email, phone: p.phone };
      }),
    ];
    const regs = await db
      .insert(eventRegistrations)
      .values(attendees.map((a, i) => ({ ...a, eventId: event.id, code: newCode(), createdAt: new Date(Date.now() - (30 - (i % 20)) * DAY) })))
      .returning({ id: eventRegistrations.id });
    await db.update(events).set({ participantCount: regs.length }).where(eq(events.id, event.id));
    if (past) {
      for (const [i, reg] of regs.entries()) {
        if (i % 4 === 3) continue;
        const checkedInAt = new Date(event.endsAt.getTime() - 3 * 3600 * 1000);
        await db.insert(eventPresence).values({ registrationId: reg.id, checkedInAt });
        await issueCertificate(db, reg.id, checkedInAt);
      }
    }
  }

  for (const [k, course] of seedCourses.entries()) {
    const [c] = await db
      .insert(courses)
      .values({ slug: course.slug, title: course.title, description: course.description, chapterId: course.chapter ? (chapterIds.get(course.chapter) ?? null) : null })
      .returning({ id: courses.id });
    if (!c) continue;
    const followers = everyone.slice(0, 2).concat(everyone.slice(2 + k * 8, 2 + k * 8 + 10));
    await db.insert(courseMembers).values(followers.map((m) => ({ courseId: c.id, memberId: m.id })));
    let lessonIndex = 0;
    for (const [t, topic] of course.topics.entries()) {
      const [topicRow] = await db.insert(courseTopics).values({ courseId: c.id, title: topic.title, sortOrder: t }).returning({ id: courseTopics.id });
      for (const [l, title] of topic.lessons.entries()) {
        // Weekly lessons; the fourth one of each course falls on the day of the seed.
        const startsAt = wibAt((lessonIndex - 3) * 7, 19, 30);
        const [lesson] = await db
          .insert(courseLessons)
          .values({ topicId: topicRow?.id ?? 0, title, startsAt, endsAt: new Date(startsAt.getTime() + 90 * 60 * 1000), sortOrder: l })
          .returning({ id: courseLessons.id });
        if (lesson && startsAt.getTime() < Date.now() - DAY) {
          const present = followers.filter((_, i) => (i + lessonIndex) % 4 !== 0);
          await db.insert(lessonPresence).values(present.map((m) => ({ lessonId: lesson.id, memberId: m.id, checkedInAt: startsAt })));
        }
        lessonIndex++;
      }
    }
  }
  await db
    .update(members)
    .set({ membershipPackage: 'Keanggotaan 3 Bulan', membershipUntil: new Date(Date.now() + 45 * DAY).toISOString().slice(0, 10) })
    .where(eq(members.email, 'anggota@sbc.test'));
}
