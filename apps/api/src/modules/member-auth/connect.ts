import { type MemberSession } from '@sbc/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
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
 * Uses a code once. The code's row and the live sessions of its sign-in are locked for the exchange, so
 * two hosts racing with one code cannot both win, and a logout of that sign-in (which takes the same
 * session locks, `tokens.revokeFamily`) either ends before the exchange, which then finds no live session
 * and refuses the code like a used one, or waits for it and ends the session it opened too. Codes made
 * before session families existed (no family) open a family of their own.
 */
export async function exchangeConnectCode(
  ctx: AppContext,
  code: string,
  client: { userAgent?: string; ip?: string },
): Promise<MemberSession> {
  const now = new Date();
  const gone = () => new AppError('GONE', 'Kode masuk tidak berlaku, sudah dipakai, atau kedaluwarsa; silakan masuk kembali');
  return ctx.database.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const codeHash = hashSecret(code);
    const [found] = await tx
      .select({ memberId: connectCodes.memberId, familyId: connectCodes.familyId })
      .from(connectCodes)
      .where(and(eq(connectCodes.codeHash, codeHash), isNull(connectCodes.usedAt), gt(connectCodes.expiresAt, now)))
      .for('update');
    if (!found) throw gone();
    if (found.familyId) {
      const live = await tx
        .select({ id: authSessions.id })
        .from(authSessions)
        .where(and(eq(authSessions.familyId, found.familyId), isNull(authSessions.revokedAt), gt(authSessions.expiresAt, now)))
        .orderBy(authSessions.id)
        .for('update');
      if (live.length === 0) throw gone();
    }
    await tx.update(connectCodes).set({ usedAt: now }).where(eq(connectCodes.codeHash, codeHash));
    const row = await findMember(tx, found.memberId);
    return openMemberSession(tx, ctx.tokens, ctx.storage, row, client, found.familyId ?? undefined);
  });
}
