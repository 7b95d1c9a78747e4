import { type AdminLogin } from '@sbc/contract';
import { wibDay } from '@sbc/format/date';
import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { admins, mailOutbox, members, type StoredMailAttachment } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashPassword, verifyPassword } from '../../services/passwords';
import { isMembershipActive } from '../member-auth/profile';
import { toUnix } from '../news/mapping';
import { likePattern } from '../presence/participants';
import { findAdminProfile } from './service';

export async function listMembers(db: Db, o: { q?: string; page?: number; perPage?: number }) {
  const where = o.q
    ? or(ilike(members.firstName, likePattern(o.q)), ilike(members.lastName, likePattern(o.q)), ilike(members.email, likePattern(o.q)))
    : undefined;
  const today = wibDay();
  return pageOf(
    o,
    20,
    (limit, offset) => db.select().from(members).where(where).orderBy(desc(members.createdAt), desc(members.id)).limit(limit).offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(members).where(where),
    (m) => ({
      id: m.id,
      name: `${m.firstName} ${m.lastName}`.trim(),
      email: m.email,
      mobilephone: m.mobilephone,
      membership_package: m.membershipPackage,
      membership_until: m.membershipUntil,
      membership_active: isMembershipActive(m, today),
      registered_at: toUnix(m.createdAt),
    }),
  );
}

export async function updateAdminPassword(
  ctx: AppContext,
  admin: { id: number; sessionId: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const { db } = ctx.database;
  const [row] = await db.select({ hash: admins.passwordHash }).from(admins).where(eq(admins.id, admin.id));
  if (!row || !(await verifyPassword(row.hash, input.current_password))) {
    throw new AppError('BAD_REQUEST', 'Kata sandi lama salah', [{ field: 'current_password', message: 'Kata sandi lama salah' }]);
  }
  await db.update(admins).set({ passwordHash: await hashPassword(input.new_password) }).where(eq(admins.id, admin.id));
  await ctx.tokens.revokeAll(db, { kind: 'admin', id: admin.id }, admin.sessionId);
}

/**
 * Signs an admin in with a token from a trusted system (ADMIN_SSO_SECRET, HS256, aud sbc-admin,
 * sub = the admin's email, at most 5 minutes old). Without the secret the call is refused.
 */
export async function loginWithJwt(ctx: AppContext, token: string, client: { userAgent?: string; ip?: string }): Promise<AdminLogin> {
  const secret = ctx.env.ADMIN_SSO_SECRET;
  const refused = new AppError('UNAUTHORIZED', 'Token masuk tidak valid atau kedaluwarsa');
  if (!secret) throw refused;
  let email: string;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(secret), { audience: 'sbc-admin', algorithms: ['HS256'], maxTokenAge: '5m' });
    if (typeof payload.sub !== 'string') throw refused;
    email = payload.sub.toLowerCase();
  } catch {
    throw refused;
  }
  const { db } = ctx.database;
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(sql`lower(${admins.email})`, email)).limit(1);
  if (!row) throw refused;
  const { token: session } = await ctx.tokens.issue(db, { kind: 'admin', id: row.id, ...client });
  return { token: session, ...(await findAdminProfile(db, row.id)) };
}

export async function listOutbox(db: Db, page = 1, perPage = 20) {
  return pageOf(
    { page, perPage },
    20,
    (limit, offset) => db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox),
    (m) => ({
      id: m.id,
      to: m.to,
      subject: m.subject,
      text: m.text,
      status: m.status,
      created_at: toUnix(m.createdAt),
      attachments: m.attachments.map(attachmentOf),
    }),
  );
}

/** A kept attachment as the console shows it: its content as a data URL, when the outbox kept it. */
function attachmentOf(a: StoredMailAttachment) {
  // A data URL's media type has no spaces: "text/calendar; charset=utf-8" becomes "text/calendar;charset=utf-8".
  const mediaType = a.content_type.replace(/\s+/g, '');
  return {
    filename: a.filename,
    content_type: a.content_type,
    size: a.size,
    data_url: a.content === null ? null : `data:${mediaType};base64,${a.content}`,
  };
}
