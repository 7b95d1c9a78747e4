import { type MemberSession } from '@sbc/contract';
import { and, eq, exists, gt, isNull, or } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { authSessions, connectCodes } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashSecret, newSecret } from '../../services/secrets';
import { findMember, openMemberSession } from './profile';

const CODE_SECONDS = 60;

/**
 * A single-use code, valid 60 s, that another host exchanges for its own session. The code carries
 * the session family of the member's sign-in, so a logout on any host also ends the session it opens.
 */
export async function createConnectCode(
  ctx: AppContext,
  member: { id: number; sessionId: string },
): Promise<{ code: string; expires_in: number }> {
  const { db } = ctx.database;
  const now = new Date();
  const [session] = await db
    .select({ familyId: authSessions.familyId })
    .from(authSessions)
    .where(and(eq(authSessions.id, member.sessionId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
    .limit(1);
  // Verified a moment ago, revoked since (a logout on another host): no code from an ended sign-in.
  if (!session) throw new AppError('UNAUTHORIZED', 'Sesi tidak valid atau sudah berakhir, silakan masuk kembali');
  const code = newSecret();
  await db.insert(connectCodes).values({
    codeHash: hashSecret(code),
    memberId: member.id,
    familyId: session.familyId,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  return { code, expires_in: CODE_SECONDS };
}

/**
 * Uses a code once (atomically, so two hosts racing with one code cannot both win). A code whose
 * sign-in was logged out before the exchange is refused like a used one; codes made before session
 * families existed (no family) open a family of their own.
 */
export async function exchangeConnectCode(
  ctx: AppContext,
  code: string,
  client: { userAgent?: string; ip?: string },
): Promise<MemberSession> {
  const { db } = ctx.database;
  const now = new Date();
  const familyLive = db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.familyId, connectCodes.familyId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)));
  const [used] = await db
    .update(connectCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(connectCodes.codeHash, hashSecret(code)),
        isNull(connectCodes.usedAt),
        gt(connectCodes.expiresAt, now),
        or(isNull(connectCodes.familyId), exists(familyLive)),
      ),
    )
    .returning({ memberId: connectCodes.memberId, familyId: connectCodes.familyId });
  if (!used) throw new AppError('GONE', 'Kode masuk tidak berlaku, sudah dipakai, atau kedaluwarsa; silakan masuk kembali');
  const row = await findMember(db, used.memberId);
  return openMemberSession(db, ctx.tokens, ctx.storage, row, client, used.familyId ?? undefined);
}
