import { type AdminCertificate, type Paged } from '@sbc/contract';
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { certificates, eventRegistrations, events } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { certificateAudit } from '../presence/certificates';
import { likePattern } from '../presence/participants';
import { countAll, notFound, toUnixOrNull } from './common';

const columns = {
  c: certificates,
  email: eventRegistrations.email,
  eventId: events.id,
  eventTitle: events.title,
};
type Row = {
  c: typeof certificates.$inferSelect;
  email: string;
  eventId: number;
  eventTitle: string;
};

function toAdminCertificate(ctx: AppContext, r: Row): AdminCertificate {
  return {
    id: r.c.id,
    code: r.c.code,
    number: r.c.number,
    holder_name: r.c.holderName,
    email: r.email,
    event_id: r.eventId,
    event_title: r.eventTitle,
    issued_at: toUnix(r.c.issuedAt),
    status: r.c.revokedAt ? 'revoked' : 'valid',
    revoked_at: toUnixOrNull(r.c.revokedAt),
    revoke_reason: r.c.revokeReason,
    verify_url: `${ctx.env.WEB_URL}/ecert/v1/${r.c.code}`,
  };
}

const select = (db: Db, where: SQL | undefined) =>
  db
    .select(columns)
    .from(certificates)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(where);

export async function listCertificates(
  ctx: AppContext,
  o: { event_id?: number; q?: string; page?: number; perPage?: number },
): Promise<Paged<AdminCertificate>> {
  const { db } = ctx.database;
  const where: (SQL | undefined)[] = [];
  if (o.event_id) where.push(eq(events.id, o.event_id));
  if (o.q) {
    const like = likePattern(o.q);
    where.push(
      or(
        ilike(certificates.holderName, like),
        ilike(eventRegistrations.email, like),
        ilike(certificates.number, like),
      ),
    );
  }
  const condition = and(...where);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      select(db, condition)
        .orderBy(desc(certificates.issuedAt), desc(certificates.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: countAll })
        .from(certificates)
        .innerJoin(eventRegistrations, eq(eventRegistrations.id, certificates.registrationId))
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .where(condition),
    (r) => toAdminCertificate(ctx, r),
  );
}

async function byId(ctx: AppContext, id: number): Promise<Row> {
  const [row] = await select(ctx.database.db, eq(certificates.id, id));
  if (!row) throw notFound('Sertifikat');
  return row;
}

/** Revokes once; the public verify page and the PDF then show it revoked with the reason. */
export async function revokeCertificate(
  ctx: AppContext,
  principal: Principal,
  id: number,
  reason: string,
) {
  const { db } = ctx.database;
  const before = await byId(ctx, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(certificates)
      .set({ revokedAt: new Date(), revokeReason: reason })
      .where(and(eq(certificates.id, id), isNull(certificates.revokedAt)))
      .returning({ id: certificates.id });
    if (!row) throw new AppError('CONFLICT', 'Sertifikat ini sudah dicabut');
    await recordAudit(t, principal, certificateAudit('revoke', before.c, { reason }));
  });
  ctx.contentChanges.notify('events');
  return toAdminCertificate(ctx, await byId(ctx, id));
}

/** Makes a revoked certificate valid again: same code and number, a new issue date. */
export async function reissueCertificate(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const before = await byId(ctx, id);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [row] = await t
      .update(certificates)
      .set({ revokedAt: null, revokeReason: null, issuedAt: new Date() })
      .where(and(eq(certificates.id, id), isNotNull(certificates.revokedAt)))
      .returning({ id: certificates.id });
    if (!row) throw new AppError('CONFLICT', 'Sertifikat ini masih berlaku');
    await recordAudit(t, principal, certificateAudit('reissue', before.c, { previous_reason: before.c.revokeReason }));
  });
  ctx.contentChanges.notify('events');
  return toAdminCertificate(ctx, await byId(ctx, id));
}
