import { eq } from 'drizzle-orm';
import { toWibWallClock } from '@sbc/format/date';
import { type Db } from '../../db/client';
import { type AuditEntry } from '../../services/audit';
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
 * The reason on a certificate revoked because its check-in was undone (`event/cancel_event_presence`);
 * checking the participant in again gives that certificate back, where any other revocation stays.
 */
export const PRESENCE_CANCELLED = 'Presensi dibatalkan panitia';

/** A certificate as the audit log names it. */
export interface NamedCertificate {
  id: number;
  number: string;
  holderName: string;
}

/** The audit entry of a certificate revoked or made valid again (by an admin, or by a check-in undone or redone). */
export function certificateAudit(action: 'revoke' | 'reissue', certificate: NamedCertificate, detail: Record<string, unknown>): AuditEntry {
  const verb = action === 'revoke' ? 'Mencabut' : 'Menerbitkan ulang';
  return {
    action,
    entity: 'certificate',
    entityId: certificate.id,
    summary: `${verb} sertifikat ${certificate.number} milik ${certificate.holderName}`,
    detail,
  };
}

/**
 * Issues the certificate of a registration (ARCHITECTURE section 9: automatically on presence),
 * dated at the check-in that earned it. An existing one is returned as it is, and one revoked by an
 * admin stays revoked until an admin re-issues it; one revoked because its check-in was undone is
 * valid again, dated at this check-in (`reinstated` names it).
 */
export async function issueCertificate(
  db: Db,
  registrationId: number,
  issuedAt: Date,
): Promise<{ code: string; reinstated?: NamedCertificate }> {
  const [existing] = await db
    .select({ id: certificates.id, code: certificates.code, number: certificates.number, holderName: certificates.holderName, revokeReason: certificates.revokeReason })
    .from(certificates)
    .where(eq(certificates.registrationId, registrationId));
  if (existing?.revokeReason === PRESENCE_CANCELLED) {
    await db.update(certificates).set({ revokedAt: null, revokeReason: null, issuedAt }).where(eq(certificates.id, existing.id));
    const { id, code, number, holderName } = existing;
    return { code, reinstated: { id, number, holderName } };
  }
  if (existing) return { code: existing.code };
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
