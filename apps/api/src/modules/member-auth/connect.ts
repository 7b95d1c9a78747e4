import { type MemberSession } from '@sbc/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { connectCodes } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hashSecret, newSecret } from '../../services/secrets';
import { findMember, openMemberSession } from './profile';

const CODE_SECONDS = 60;

/** A single-use code, valid 60 s, that another host exchanges for its own session. */
export async function createConnectCode(ctx: AppContext, memberId: number): Promise<{ code: string; expires_in: number }> {
  const code = newSecret();
  await ctx.database.db.insert(connectCodes).values({
    codeHash: hashSecret(code),
    memberId,
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
  });
  return { code, expires_in: CODE_SECONDS };
}

/** Uses a code once (atomically, so two hosts racing with one code cannot both win). */
export async function exchangeConnectCode(
  ctx: AppContext,
  code: string,
  client: { userAgent?: string; ip?: string },
): Promise<MemberSession> {
  const { db } = ctx.database;
  const [used] = await db
    .update(connectCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(connectCodes.codeHash, hashSecret(code)), isNull(connectCodes.usedAt), gt(connectCodes.expiresAt, new Date())))
    .returning({ memberId: connectCodes.memberId });
  if (!used) throw new AppError('GONE', 'Kode masuk tidak berlaku, sudah dipakai, atau kedaluwarsa; silakan masuk kembali');
  const row = await findMember(db, used.memberId);
  return openMemberSession(db, ctx.tokens, ctx.storage, row, client);
}
