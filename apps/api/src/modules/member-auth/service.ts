import { type MemberSession } from '@sbc/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { members, passwordResets } from '../../db/schema';
import { AppError } from '../../http/errors';
import { assertLoginNotLocked, clearLoginFailures, recordLoginFailure } from '../../services/login-failures';
import { hashPassword, timingDummyHash, verifyPassword } from '../../services/passwords';
import { hashSecret, newSecret } from '../../services/secrets';
import { findMember, openMemberSession } from './profile';

type Client = { userAgent?: string; ip?: string };

/** How long a password reset link stays valid. */
const RESET_MINUTES = 60;

export async function registerMember(
  ctx: AppContext,
  input: { first_name: string; last_name: string; email: string; mobilephone: string; password: string },
  client: Client,
): Promise<MemberSession> {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(input.password);
  let row;
  try {
    [row] = await db
      .insert(members)
      .values({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        mobilephone: input.mobilephone,
        passwordHash,
      })
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('CONFLICT', 'Email sudah terdaftar; silakan masuk atau atur ulang kata sandi', [
        { field: 'email', message: 'Email sudah terdaftar' },
      ]);
    }
    throw error;
  }
  if (!row) throw new Error('member insert returned nothing');
  return openMemberSession(db, ctx.tokens, ctx.storage, row, client);
}

async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(members)
    .where(eq(sql`lower(${members.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

/** Checks the password; an account with too many recent failures is refused before any check. */
export async function loginMember(
  ctx: AppContext,
  input: { email: string; password: string },
  client: Client,
): Promise<MemberSession> {
  const { db } = ctx.database;
  await assertLoginNotLocked(db, 'member', input.email, 'Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam 15 menit atau atur ulang kata sandi.');
  const row = await findByEmail(db, input.email);
  const valid = await verifyPassword(row?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!row || !valid) {
    await recordLoginFailure(db, 'member', input.email);
    throw new AppError('UNAUTHORIZED', 'Email atau kata sandi salah');
  }
  await clearLoginFailures(db, 'member', input.email);
  return openMemberSession(db, ctx.tokens, ctx.storage, row, client);
}

/** Emails a reset link to a member's address; says nothing about whether the address exists. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const { db } = ctx.database;
  const row = await findByEmail(db, email);
  if (!row) return;
  const token = newSecret();
  await db.insert(passwordResets).values({
    tokenHash: hashSecret(token),
    memberId: row.id,
    expiresAt: new Date(Date.now() + RESET_MINUTES * 60 * 1000),
  });
  const link = `${ctx.env.MEMBER_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(db, {
    to: row.email,
    subject: 'Atur ulang kata sandi akun SBC',
    text: [
      `Halo ${row.firstName},`,
      '',
      'Kami menerima permintaan untuk mengatur ulang kata sandi akun SBC Anda.',
      `Buka tautan berikut dalam ${RESET_MINUTES} menit untuk membuat kata sandi baru:`,
      link,
      '',
      'Jika Anda tidak meminta ini, abaikan email ini; kata sandi Anda tidak berubah.',
      '',
      'Salam,',
      'Sekretariat SBC',
    ].join('\n'),
  });
}

/** Any reset token that no longer works (used, expired, voided by a newer password, never issued). */
const LINK_GONE = 'Tautan atur ulang kata sandi tidak berlaku, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.';

/** When an unused, unexpired reset token stops working; 410 for any other token. */
export async function checkResetToken(db: Db, token: string): Promise<{ expires_at: number }> {
  const [row] = await db
    .select({ expiresAt: passwordResets.expiresAt })
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, hashSecret(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new AppError('GONE', LINK_GONE);
  return { expires_at: Math.floor(row.expiresAt.getTime() / 1000) };
}

/** A new password ends every reset link still waiting in the member's mailbox. */
async function voidResetLinks(db: Db, memberId: number): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.memberId, memberId), isNull(passwordResets.usedAt)));
}

/** Uses a reset token once, sets the new password and revokes every session. */
export async function resetPassword(ctx: AppContext, token: string, password: string): Promise<void> {
  const { db } = ctx.database;
  const passwordHash = await hashPassword(password);
  const memberId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.tokenHash, hashSecret(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ memberId: passwordResets.memberId });
    if (!used) return null;
    await voidResetLinks(tx as unknown as Db, used.memberId);
    const [member] = await tx
      .update(members)
      .set({ passwordHash })
      .where(eq(members.id, used.memberId))
      .returning({ email: members.email });
    // The owner of the address is back in: failed attempts (theirs or anyone's) no longer lock it.
    if (member) await clearLoginFailures(tx as unknown as Db, 'member', member.email);
    return used.memberId;
  });
  if (memberId === null) {
    throw new AppError('GONE', LINK_GONE);
  }
  await ctx.tokens.revokeAll(db, { kind: 'member', id: memberId });
}

export async function changePassword(
  ctx: AppContext,
  member: { id: number; sessionId: string },
  input: { current_password: string; new_password: string },
): Promise<void> {
  const { db } = ctx.database;
  const row = await findMember(db, member.id);
  if (!(await verifyPassword(row.passwordHash, input.current_password))) {
    throw new AppError('BAD_REQUEST', 'Kata sandi lama salah', [{ field: 'current_password', message: 'Kata sandi lama salah' }]);
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await voidResetLinks(tx as unknown as Db, member.id);
  });
  await ctx.tokens.revokeAll(db, { kind: 'member', id: member.id }, member.sessionId);
}
