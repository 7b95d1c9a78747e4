import * as c from '@sbc/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { certificates, chapters, eventPresence, eventRegistrations, events, orders } from '../../db/schema';
import { route } from '../../http/route';
import { toEventItem } from '../events/list';
import { toRegistration } from '../registration/service';
import { storedCertificatePdf } from './stored-pdf';
import { listMemberCourses } from '../presence/my-courses';
import { findCertificate, findCertificateByCode, getCertificate, listMemberCertificates, toCertificate } from './service';

export function registerCertificateRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.getCertificate, async ({ query }, { principal }) =>
    getCertificate(ctx, principal.kind === 'member' ? principal.id : null, query),
  );
  route(app, ctx, c.downloadCertificatePdf, async ({ query }) => {
    const cert = toCertificate(ctx, await findCertificateByCode(ctx, query.code));
    return { filename: `sertifikat-${cert.number}.pdf`, contentType: 'application/pdf', body: await storedCertificatePdf(ctx.storage, cert) };
  });
  route(app, ctx, c.findCertificate, async ({ body }, { setMessage }) => {
    const result = await findCertificate(ctx, body);
    if (result.emailed) setMessage('Jika ada sertifikat untuk email tersebut di event ini, tautannya sudah kami kirim ke email itu');
    return result;
  });
  route(app, ctx, c.listMyCertificates, async (_input, { principal }) => listMemberCertificates(ctx, principal.id));
  route(app, ctx, c.listMyCourses, async (_input, { principal }) => listMemberCourses(db, principal.id));
  route(app, ctx, c.listMyEvents, async (_input, { principal }) => {
    const rows = await db
      .select({ r: eventRegistrations, e: events, chapterName: chapters.name, presentAt: eventPresence.checkedInAt, certificateCode: certificates.code, orderCode: orders.code })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .leftJoin(chapters, eq(chapters.id, events.chapterId))
      .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
      .leftJoin(certificates, eq(certificates.registrationId, eventRegistrations.id))
      .leftJoin(orders, eq(orders.registrationId, eventRegistrations.id))
      .where(and(eq(eventRegistrations.memberId, principal.id)))
      .orderBy(asc(events.startsAt));
    const now = Date.now();
    const upcomingFirst = [...rows.filter((r) => r.e.endsAt.getTime() >= now), ...rows.filter((r) => r.e.endsAt.getTime() < now).reverse()];
    return upcomingFirst.map((r) => ({
      registration: toRegistration(r.r, r.orderCode),
      event: toEventItem(r.e, r.chapterName, ctx.storage),
      present: r.presentAt !== null,
      certificate_code: r.certificateCode,
    }));
  });
}
