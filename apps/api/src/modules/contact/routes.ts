import * as c from '@sbc/contract';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { contactMessages, problemReports } from '../../db/schema';
import { clientIp, route } from '../../http/route';
import { findSiteInfo } from '../site/service';

export function registerContactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.getCaptchaChallenge, async (_input, { reply }) => {
    reply.header('Cache-Control', 'no-store');
    return ctx.captcha.challenge();
  });
  route(app, ctx, c.storeContactMessage, async ({ body }, { request, setMessage }) => {
    await ctx.captcha.verify(db, body.captcha);
    const [row] = await db
      .insert(contactMessages)
      .values({ name: body.name, email: body.email, phone: body.phone, subject: body.subject, message: body.message, ip: clientIp(request) })
      .returning({ id: contactMessages.id });
    const office = await findSiteInfo(db);
    await ctx.mailer.send(db, {
      to: office.email,
      subject: `[Hubungi Kami] ${body.subject}`,
      text: [
        `Pesan baru dari formulir Hubungi Kami (#${row?.id}).`,
        '',
        `Nama: ${body.name}`,
        `Email: ${body.email}`,
        `Telepon: ${body.phone || '-'}`,
        `Perihal: ${body.subject}`,
        '',
        body.message,
      ].join('\n'),
    });
    setMessage('Terima kasih, pesan Anda sudah kami terima');
    return { id: row?.id ?? 0 };
  });
  route(app, ctx, c.storeProblemReport, async ({ body }, { request, setMessage }) => {
    await ctx.captcha.verify(db, body.captcha);
    const [row] = await db
      .insert(problemReports)
      .values({
        page: body.page,
        description: body.description,
        email: body.email ?? null,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      })
      .returning({ id: problemReports.id });
    setMessage('Terima kasih, laporan Anda sudah kami terima');
    return { id: row?.id ?? 0 };
  });
}
