import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { chapterScope } from '../../http/auth';
import { route } from '../../http/route';
import { createReadCache, readKey } from '../../services/read-cache';
import { mailCertificateIssued } from '../certificates/service';
import { assertCheckInOpen } from './check-in-window';
import { courseReport, lessonSheet } from './course-excel';
import * as courses from './courses';
import {
  cancelEventPresence,
  exportEventPresence,
  listEventPresence,
  recordEventPresence,
  validateEventPresence,
} from './event-presence';
import { findAdminEvent, listAdminEvents, requireEventInScope } from './events';

/** The admin presence console's calls (SPEC section 7, admin). */
export function registerPresenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const { storage } = ctx;
  /**
   * Participant lists of big events (a count over thousands of rows), per chapter scope. Dropped at
   * once by every check-in and registration of this process; the short lifetime bounds what a
   * write in another API process can leave behind.
   */
  const lists = createReadCache({ changes: ctx.contentChanges, ttlMs: 2000, maxEntries: 500 });
  route(app, ctx, c.listAdminEvents, async ({ body }, { principal }) => listAdminEvents(db, storage, principal, body));
  route(app, ctx, c.getAdminEvent, async ({ params }, { principal }) => findAdminEvent(db, storage, principal, params.id));
  route(app, ctx, c.listEventPresence, async ({ body }, { principal }) =>
    lists.get(readKey(c.listEventPresence.id, { ...body, scope: chapterScope(principal) }), ['events'], async () => {
      await requireEventInScope(db, principal, body.event_id);
      return listEventPresence(db, body.event_id, body);
    }),
  );
  route(app, ctx, c.validateEventPresence, async ({ body }, { principal }) => {
    assertCheckInOpen((await requireEventInScope(db, principal, body.event_id)).startsAt, 'event');
    return validateEventPresence(db, principal, body.event_id, body);
  });
  route(app, ctx, c.recordEventPresence, async ({ body }, { principal, request, setMessage }) => {
    const event = await requireEventInScope(db, principal, body.event_id);
    assertCheckInOpen(event.startsAt, 'event');
    const { certificateChanged, ...result } = await recordEventPresence(db, principal, event, body).finally(() => lists.drop());
    // A certificate given back changes its public page (the list cache goes with it).
    if (certificateChanged) ctx.contentChanges.notify('events');
    // After the commit: the participant gets their certificate's link. The presence stands whatever
    // happens to the mail (the mailer records a failed delivery; anything else is logged here).
    await mailCertificateIssued(ctx, result.certificate_code).catch((error: unknown) =>
      request.log.error({ err: error }, 'certificate mail failed'),
    );
    setMessage(`${result.participant.name} tercatat hadir`);
    return result;
  });
  route(app, ctx, c.cancelEventPresence, async ({ body }, { principal, setMessage }) => {
    const event = await requireEventInScope(db, principal, body.event_id);
    const result = await cancelEventPresence(db, principal, event, body.registration_id).finally(() => lists.drop());
    // A revoked certificate changes its public page.
    if (result.certificate_revoked) ctx.contentChanges.notify('events');
    setMessage(`Kehadiran ${result.participant.name} dibatalkan`);
    return result;
  });
  route(app, ctx, c.exportEventPresence, async ({ body }, { principal, request }) => {
    const event = await findAdminEvent(db, storage, principal, body.event_id);
    return {
      filename: `presensi-${event.event_slug}.xlsx`,
      body: exportEventPresence(db, body.event_id, (error) => request.log.error({ err: error }, 'excel export failed')),
    };
  });
  // Courses: a chapter admin reaches their own chapter's courses and lessons only (404 otherwise).
  route(app, ctx, c.listCourses, async ({ body }, { principal }) => courses.listCourses(db, principal, body));
  route(app, ctx, c.getCourse, async ({ body }, { principal }) =>
    courses.findCourse(db, String(await courses.requireCourseInScope(db, principal, body.course_id))),
  );
  route(app, ctx, c.listLessons, async ({ query }, { principal }) => {
    await courses.requireCourseInScope(db, principal, query.course_id);
    return courses.listLessons(db, query.course_id, query.topic_id);
  });
  route(app, ctx, c.listCoursePresence, async ({ body }, { principal }) => {
    await courses.requireLessonInScope(db, principal, body.lesson_id);
    return courses.listCoursePresence(db, body.lesson_id, body.q);
  });
  route(app, ctx, c.validateCoursePresence, async ({ body }, { principal }) => {
    assertCheckInOpen((await courses.requireLessonInScope(db, principal, body.lesson_id)).startsAt, 'pertemuan');
    return courses.validateCoursePresence(db, body.lesson_id, body.member_id);
  });
  route(app, ctx, c.recordCoursePresence, async ({ body }, { principal, setMessage }) => {
    assertCheckInOpen((await courses.requireLessonInScope(db, principal, body.lesson_id)).startsAt, 'pertemuan');
    const result = await courses.recordCoursePresence(db, principal, body.lesson_id, body.member_id);
    setMessage(`${result.name} tercatat hadir`);
    return result;
  });
  route(app, ctx, c.cancelCoursePresence, async ({ body }, { principal, setMessage }) => {
    await courses.requireLessonInScope(db, principal, body.lesson_id);
    const result = await courses.cancelCoursePresence(db, principal, body.lesson_id, body.member_id);
    setMessage(`Kehadiran ${result.name} dibatalkan`);
    return result;
  });
  route(app, ctx, c.exportCoursePresence, async ({ body }, { principal }) => {
    await courses.requireLessonInScope(db, principal, body.lesson_id);
    return lessonSheet(db, body.lesson_id);
  });
  route(app, ctx, c.exportCourseReport, async ({ body }, { principal }) => {
    await courses.requireCourseInScope(db, principal, body.course_id);
    return courseReport(db, body.course_id);
  });
}
