import { type Certificate } from '@sbc/contract';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { certificates, eventRegistrations, events } from '../../db/schema';
import { AppError } from '../../http/errors';
import { toUnix } from '../news/mapping';

const ISSUER = 'Pengurus Nasional Komunitas SBC';

const columns = {
  c: certificates,
  eventTitle: events.title,
  eventStartsAt: events.startsAt,
  eventEndsAt: events.endsAt,
  eventId: events.id,
  memberId: eventRegistrations.memberId,
  email: eventRegistrations.email,
};
type Row = { c: typeof certificates.$inferSelect; eventTitle: string; eventStartsAt: Date; eventEndsAt: Date; eventId: number; memberId: number | null; email: string };

export function toCertificate(ctx: AppContext, r: Row): Certificate {
  return {
    code: r.c.code,
    number: r.c.number,
    holder_name: r.c.holderName,
    event_title: r.eventTitle,
    event_date: toUnix(r.eventStartsAt),
    event_end_date: toUnix(r.eventEndsAt),
    issuer: ISSUER,
    issued_at: toUnix(r.c.issuedAt),
    status: r.c.revokedAt ? 'revoked' : 'valid',
    revoke_reason: r.c.revokeReason,
    verify_url: `${ctx.env.WEB_URL}/ecert/v1/${r.c.code}`,
    pdf_url: `${ctx.env.API_URL}/sbc-visitor/v1/certificate/v1/pdf?code=${r.c.code}`,
  };
}

export function selectCertificates(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(certificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(where);
}

const NOT_FOUND = 'Sertifikat tidak ditemukan';

export async function findCertificateByCode(ctx: AppContext, code: string): Promise<Row> {
  const [row] = await selectCertificates(ctx.database.db, eq(certificates.code, code)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** By code for anyone holding it; by event and registration only for the participant's own member token. */
export async function getCertificate(
  ctx: AppContext,
  memberId: number | null,
  q: { code?: string; event_id?: number; participant_id?: number },
): Promise<Certificate> {
  if (q.code) return toCertificate(ctx, await findCertificateByCode(ctx, q.code));
  if (q.event_id === undefined || q.participant_id === undefined) {
    throw new AppError('BAD_REQUEST', 'Sertakan kode sertifikat, atau event_id dan participant_id', [
      { field: 'code', message: 'Wajib diisi tanpa event_id dan participant_id' },
    ]);
  }
  if (memberId === null) throw new AppError('UNAUTHORIZED', 'Masuk sebagai anggota untuk melihat sertifikat Anda');
  const [row] = await selectCertificates(
    ctx.database.db,
    and(eq(events.id, q.event_id), eq(eventRegistrations.id, q.participant_id), eq(eventRegistrations.memberId, memberId)),
  ).limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return toCertificate(ctx, row);
}

export async function listMemberCertificates(ctx: AppContext, memberId: number): Promise<Certificate[]> {
  const rows = await selectCertificates(ctx.database.db, eq(eventRegistrations.memberId, memberId)).orderBy(desc(certificates.issuedAt));
  return rows.map((r) => toCertificate(ctx, r));
}

/** By printed number: its code. By email and event: the links are emailed to that address only. */
export async function findCertificate(ctx: AppContext, q: { number?: string; email?: string; event_id?: number }) {
  const { db } = ctx.database;
  if (q.number) {
    const [row] = await selectCertificates(db, eq(sql`upper(${certificates.number})`, q.number.toUpperCase())).limit(1);
    if (!row) throw new AppError('NOT_FOUND', 'Nomor sertifikat tidak ditemukan');
    return { code: row.c.code, emailed: false };
  }
  if (!q.email || q.event_id === undefined) {
    throw new AppError('BAD_REQUEST', 'Isi nomor sertifikat, atau email dan event', [{ field: 'number', message: 'Wajib diisi tanpa email dan event' }]);
  }
  const rows = await selectCertificates(db, and(eq(events.id, q.event_id), eq(sql`lower(${eventRegistrations.email})`, q.email.toLowerCase())));
  if (rows.length) {
    const links = rows.map((r) => toCertificate(ctx, r)).map((c) => `${c.event_title} (${c.number}): ${c.verify_url}`);
    await ctx.mailer.send(db, {
      to: q.email,
      subject: 'Tautan sertifikat elektronik SBC',
      text: ['Berikut tautan sertifikat elektronik Anda:', '', ...links, '', 'Salam,', 'Panitia SBC'].join('\n'),
    });
  }
  return { code: null, emailed: true };
}

/** Tells the participant their certificate is issued (at check-in), with its link and number. */
export async function mailCertificateIssued(ctx: AppContext, code: string): Promise<void> {
  const row = await findCertificateByCode(ctx, code);
  const cert = toCertificate(ctx, row);
  await ctx.mailer.send(ctx.database.db, {
    to: row.email,
    subject: `E-sertifikat Anda: ${cert.event_title}`,
    text: [
      `Halo ${cert.holder_name},`,
      '',
      `Terima kasih telah hadir di "${cert.event_title}". Kehadiran Anda sudah tercatat dan e-sertifikat Anda sudah terbit.`,
      '',
      `Nomor sertifikat: ${cert.number}`,
      `Lihat dan unduh: ${cert.verify_url}`,
      '',
      'Tautan itu juga dapat dipakai siapa pun untuk memeriksa keaslian sertifikat Anda.',
      '',
      'Salam,',
      'Panitia SBC',
    ].join('\n'),
  });
}

