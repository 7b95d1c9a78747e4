import { type MemberProfile, type MemberSession } from '@sbc/contract';
import { wibDay } from '@sbc/format/date';
import { eq } from 'drizzle-orm';
import { initials } from '@sbc/format/initials';
import { type Db } from '../../db/client';
import { members } from '../../db/schema';
import { AppError } from '../../http/errors';
import { type Storage } from '../../services/storage';
import { type TokenService } from '../../services/tokens';

export type MemberRow = typeof members.$inferSelect;

/** A paid membership runs through its last day (WIB) inclusive. */
export function isMembershipActive(row: Pick<MemberRow, 'membershipUntil'>, today = wibDay()): boolean {
  return row.membershipUntil !== null && row.membershipUntil >= today;
}

export function toMemberProfile(row: MemberRow, storage: Storage): MemberProfile {
  return {
    member_id: row.id,
    member_image: row.image ? storage.url(row.image) : null,
    member_first_name: row.firstName,
    member_last_name: row.lastName,
    member_email: row.email,
    member_mobilephone: row.mobilephone,
    membership_package: row.membershipPackage,
    membership_until: row.membershipUntil,
    membership_active: isMembershipActive(row),
  };
}

export async function findMember(db: Db, id: number): Promise<MemberRow> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  if (!row) throw new AppError('UNAUTHORIZED', 'Akun tidak ditemukan');
  return row;
}

/**
 * Opens a session for a member and answers the member session of SPEC section 3. The session
 * joins `familyId` (the sign-in a connect code came from) when given, else starts a family.
 */
export async function openMemberSession(
  db: Db,
  tokens: TokenService,
  storage: Storage,
  row: MemberRow,
  client: { userAgent?: string; ip?: string },
  familyId?: string,
): Promise<MemberSession> {
  const { token, sessionId, expiresAt } = await tokens.issue(db, { kind: 'member', id: row.id, familyId, ...client });
  return {
    token,
    profile: { id: row.id, name: `${row.firstName} ${row.lastName}`.trim(), email: row.email },
    member_profile: toMemberProfile(row, storage),
    initial: initials(row.firstName, row.lastName),
    session: { id: sessionId, expires_at: Math.floor(expiresAt.getTime() / 1000) },
  };
}
