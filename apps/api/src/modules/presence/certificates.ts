import { eq } from 'drizzle-orm';
import { toWibWallClock } from '@sbc/format/date';
import { type Db } from '../../db/client';
import { certificates, eventRegistrations } from '../../db/schema';
import { newCode, newSecret } from '../../services/secrets';

/**
 * The printed number: SBC-<year>-<event>-<registration>-<4 random characters>; unique because the
 * registration is, and not guessable from another certificate's number thanks to the suffix.
 */
export function certificateNumber(eventId: number, registrationId: number, issuedAt: Date): string {
  const year = toWibWallClock(issuedAt).getUTCFullYear();
  return `SBC-${year}-${String(eventId).padStart(3, '0')}-${String(registrationId).padStart(5, '0')}-${newCode(4)}`;
}

/**
 * Issues the certificate of a registration (ARCHITECTURE section 9: automatically on presence),
 * dated at the check-in that earned it; an existing one is returned as it is, and a revoked one
 * stays revoked until an admin re-issues it.
 */
export async function issueCertificate(db: Db, registrationId: number, issuedAt: Date): Promise<{ code: string }> {
  const [existing] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.registrationId, registrationId));
  if (existing) return existing;
  const [reg] = await db
    .select({ eventId: eventRegistrations.eventId, name: eventRegistrations.name })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, registrationId));
  if (!reg) throw new Error(`registration ${registrationId} not found`);
  const [row] = await db
    .insert(certificates)
    .values({
      code: newSecret().slice(0, 24),
      number: certificateNumber(reg.eventId, registrationId, issuedAt),
      registrationId,
      holderName: reg.name,
      issuedAt,
    })
    .onConflictDoNothing({ target: certificates.registrationId })
    .returning({ code: certificates.code });
  if (row) return row;
  const [raced] = await db.select({ code: certificates.code }).from(certificates).where(eq(certificates.registrationId, registrationId));
  if (!raced) throw new Error('certificate vanished');
  return raced;
}
