import * as c from '@sbc/contract';
import { desc, eq } from 'drizzle-orm';
import { type FastifyInstance } from 'fastify';
import { type AppContext } from '../../context';
import { certificates, chapters, eventPresence, eventRegistrations, orders } from '../../db/schema';
import { AppError, rateLimited } from '../../http/errors';
import { route } from '../../http/route';
import { hitRateLimit } from '../../services/rate-limit';
import { toEventItem } from '../events/list';
import { toUnix } from '../news/mapping';
import { sendRegistrationEmail } from './mail';
import {
  claimByEmail,
  findPublishedEvent,
  memberRegistrant,
  priceForPrincipal,
  registerForEvent,
  RESEND_INTERVAL_SECONDS,
  toRegistration,
} from './service';
import { createShareLink, openShareLink } from './share';
import { registrantCondition } from './who';

/** Masks an address for display: s***@contoh.id. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

export function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  route(app, ctx, c.getEventDetail, async ({ params }) => {
    const event = await findPublishedEvent(db, params.id);
    const [chapter] = event.chapterId ? await db.select({ name: chapters.name }).from(chapters).where(eq(chapters.id, event.chapterId)) : [];
    return {
      ...toEventItem(event, chapter?.name ?? null, ctx.storage),
      // The cover's size, known for covers stored since it is recorded.
      event_image_width: event.coverImage ? event.coverWidth : null,
      event_image_height: event.coverImage ? event.coverHeight : null,
      description: event.description,
      address: event.address,
      map_url: event.mapUrl,
      speakers: event.speakers,
      updated_at: toUnix(event.updatedAt),
    };
  });
  route(app, ctx, c.registerForEvent, async ({ body }, { principal, setMessage }) => {
    const { registration, claimed } = await registerForEvent(ctx, principal, body);
    // Seats left and the admin's participant lists change with every registration.
    ctx.contentChanges.notify('events');
    setMessage(
      claimed
        ? 'Email Anda sudah terdaftar di event ini; pendaftaran itu kini tercatat di akun Anda.'
        : registration.status === 'registered'
          ? 'Pendaftaran berhasil. Konfirmasi dan kode QR sudah dikirim ke email Anda.'
          : 'Pendaftaran tercatat; selesaikan pembayaran untuk mengamankan kursi Anda.',
    );
    return registration;
  });
  const participation = async (principal: Parameters<typeof registrantCondition>[0], who: { event_id: number; user_id?: string }) => {
    const event = await findPublishedEvent(db, who.event_id);
    // A member sees the registration their address made without logging in as their own at once.
    if (principal.kind === 'member') {
      await claimByEmail(ctx, event, await memberRegistrant(ctx, principal.id), ctx.visitorIds.signedOrNull(who.user_id));
    }
    const [row] = await db
      .select({ r: eventRegistrations, orderCode: orders.code, presentAt: eventPresence.checkedInAt, certificateCode: certificates.code })
      .from(eventRegistrations)
      .leftJoin(orders, eq(orders.registrationId, eventRegistrations.id))
      .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
      .leftJoin(certificates, eq(certificates.registrationId, eventRegistrations.id))
      .where(registrantCondition(principal, who.user_id, ctx.visitorIds, who.event_id))
      .orderBy(desc(eventRegistrations.id))
      .limit(1);
    return {
      registered: Boolean(row),
      registration: row ? toRegistration(row.r, row.orderCode) : null,
      ...(await priceForPrincipal(ctx, principal, event)),
      present: Boolean(row?.presentAt),
      certificate_code: row?.certificateCode ?? null,
    };
  };
  route(app, ctx, c.checkRegisteredEvent, async ({ body }, { principal }) => participation(principal, body));
  route(app, ctx, c.isParticipant, async ({ query }, { principal }) => participation(principal, query));
  route(app, ctx, c.resendEventEmail, async ({ body }, { principal, setMessage }) => {
    const event = await findPublishedEvent(db, body.event_id);
    const [row] = await db.select().from(eventRegistrations).where(registrantCondition(principal, body.user_id, ctx.visitorIds, event.id)).limit(1);
    if (!row || row.status !== 'registered') throw new AppError('NOT_FOUND', 'Pendaftaran aktif tidak ditemukan');
    // One re-send per registration every 2 minutes, whoever asks: the address is not flooded.
    const { allowed, retryAfter } = await hitRateLimit(db, `resend-registration:${row.id}`, 1, RESEND_INTERVAL_SECONDS);
    if (!allowed) {
      throw rateLimited('Email konfirmasi baru saja dikirim. Periksa kotak masuk dan folder spam, atau coba lagi dalam 2 menit.', retryAfter);
    }
    await sendRegistrationEmail(ctx, event, row);
    setMessage('Email konfirmasi sudah dikirim ulang');
    return { sent_to: maskEmail(row.email) };
  });
  route(app, ctx, c.createShareLink, async ({ body }) => createShareLink(ctx, body.event_id, body.client_id));
  route(app, ctx, c.getShareDetail, async ({ query }) => openShareLink(ctx, query.ref, query.client_id));
}
