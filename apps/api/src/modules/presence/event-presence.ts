import { type Paged, type Participant } from '@sbc/contract';
import { formatDaySpan } from '@sbc/format/date';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { certificates, eventPresence, eventRegistrations } from '../../db/schema';
import { type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import { type AuditEntry, CHECK_IN_ENTITY, recordAudit } from '../../services/audit';
import { toUnix } from '../news/mapping';
import { certificateAudit, issueCertificate, PRESENCE_CANCELLED } from './certificates';
import { type CheckInEvent } from './events';
import { DATE_TIME, wibCellDate, streamSheet } from './excel';
import { attendanceText, REGISTRANT_COLUMNS, registrantCells } from './registrant-sheet';
import {
  findParticipant,
  findRegistration,
  participantColumns,
  participantConditions,
  type ParticipantRow,
  type ParticipantTarget,
  toParticipant,
} from './participants';

export async function listEventPresence(
  db: Db,
  eventId: number,
  o: { q?: string; status?: 'all' | 'present' | 'absent'; page?: number; perPage?: number },
): Promise<Paged<Participant>> {
  const page = o.page ?? 1;
  const perPage = o.perPage ?? 50;
  const where = participantConditions(eventId, o.q, o.status);
  const [rows, [count]] = await Promise.all([
    db
      .select(participantColumns)
      .from(eventRegistrations)
      .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
      .where(where)
      .orderBy(asc(eventRegistrations.name), asc(eventRegistrations.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
      .where(where),
  ]);
  return { data: rows.map(toParticipant), totalRecords: Number(count?.n ?? 0) };
}

type AdminPrincipal = Extract<Principal, { kind: 'admin' }>;

/**
 * Why a target is not a participant of the event, in words the door can act on: a registration
 * that was cancelled (by the committee, or its bill ran out) is gone (410); a code of another event
 * names that event, when the admin may know of it (a public event, or one in their scope).
 */
async function notAParticipant(db: Db, principal: AdminPrincipal, eventId: number, target: ParticipantTarget): Promise<AppError> {
  const found = await findRegistration(db, target);
  if (!found) return new AppError('NOT_FOUND', 'Peserta tidak terdaftar di event ini');
  if (found.eventId === eventId) {
    return new AppError('GONE', `Pendaftaran ${found.name} sudah dibatalkan; kode registrasinya tidak berlaku lagi`);
  }
  const { event } = found;
  const known = event.published || principal.role !== 'chapter' || event.chapterId === principal.chapterId;
  if (!known) return new AppError('NOT_FOUND', 'Kode ini untuk event lain, bukan event ini');
  const days = formatDaySpan(toUnix(event.startsAt), toUnix(event.endsAt));
  return new AppError('NOT_FOUND', `Kode ini untuk event lain: ${event.title} (${days})`);
}

/** A paid event's registration counts once its bill is paid: no presence, and so no certificate, before. */
function assertPaid(row: ParticipantRow): void {
  if (row.status === 'pending_payment' && !row.checkedInAt) {
    throw new AppError('CONFLICT', `${row.name} belum melunasi pembayaran event ini; presensi dicatat setelah tagihan lunas`);
  }
}

export async function validateEventPresence(db: Db, principal: AdminPrincipal, eventId: number, target: ParticipantTarget) {
  const row = await findParticipant(db, eventId, target);
  if (!row) throw await notAParticipant(db, principal, eventId, target);
  assertPaid(row);
  return { participant: toParticipant(row), already_present: row.checkedInAt !== null };
}

/**
 * Records presence once (primary key), issues the certificate and writes who checked the person in
 * to the audit log, in one transaction: a check-in made after the event can be traced to an admin.
 */
export async function recordEventPresence(
  db: Db,
  principal: AdminPrincipal,
  event: CheckInEvent,
  target: ParticipantTarget,
) {
  const row = await findParticipant(db, event.id, target);
  if (!row) throw await notAParticipant(db, principal, event.id, target);
  if (row.checkedInAt) throw new AppError('CONFLICT', `${row.name} sudah tercatat hadir`);
  assertPaid(row);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [presence] = await t
        .insert(eventPresence)
        .values({ registrationId: row.registrationId, checkedInBy: principal.id })
        .returning({ checkedInAt: eventPresence.checkedInAt });
      const checkedInAt = presence?.checkedInAt ?? new Date();
      const certificate = await issueCertificate(t, row.registrationId, checkedInAt);
      await recordAudit(t, principal, checkInAudit('check-in', row, event));
      const { reinstated } = certificate;
      if (reinstated) await recordAudit(t, principal, certificateAudit('reissue', reinstated, { previous_reason: PRESENCE_CANCELLED }));
      return {
        participant: toParticipant({ ...row, checkedInAt }),
        certificate_code: certificate.code,
        certificateChanged: reinstated !== undefined,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `${row.name} sudah tercatat hadir`);
    throw error;
  }
}

/**
 * Undoes a check-in made by mistake, in one transaction: the presence goes, the certificate it
 * issued is revoked (a new check-in gives it back, see `issueCertificate`), and both are written
 * to the audit log. `certificate_revoked` says whether a valid certificate was revoked.
 */
export async function cancelEventPresence(db: Db, principal: AdminPrincipal, event: CheckInEvent, registrationId: number) {
  const target = { registration_id: registrationId };
  const row = await findParticipant(db, event.id, target);
  if (!row) throw await notAParticipant(db, principal, event.id, target);
  const notPresent = () => new AppError('CONFLICT', `${row.name} belum tercatat hadir`);
  if (!row.checkedInAt) throw notPresent();
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [removed] = await t
      .delete(eventPresence)
      .where(eq(eventPresence.registrationId, row.registrationId))
      .returning({ id: eventPresence.registrationId });
    // Another device undid it first.
    if (!removed) throw notPresent();
    const [revoked] = await t
      .update(certificates)
      .set({ revokedAt: new Date(), revokeReason: PRESENCE_CANCELLED })
      .where(and(eq(certificates.registrationId, row.registrationId), isNull(certificates.revokedAt)))
      .returning({ id: certificates.id, number: certificates.number, holderName: certificates.holderName });
    await recordAudit(t, principal, checkInAudit('check-in-cancel', row, event));
    if (revoked) await recordAudit(t, principal, certificateAudit('revoke', revoked, { reason: PRESENCE_CANCELLED }));
    return {
      participant: toParticipant({ ...row, checkedInAt: null }),
      certificate_revoked: revoked !== undefined,
    };
  });
}

/** The audit entry of a check-in recorded or undone: who, at which event (its title and days). */
function checkInAudit(action: 'check-in' | 'check-in-cancel', row: ParticipantRow, event: CheckInEvent): AuditEntry {
  const verb = action === 'check-in' ? 'Mencatat' : 'Membatalkan';
  const days = formatDaySpan(toUnix(event.startsAt), toUnix(event.endsAt));
  return {
    action,
    entity: CHECK_IN_ENTITY.event,
    entityId: row.registrationId,
    summary: `${verb} kehadiran ${row.name} di event “${event.title}” (${days})`,
    detail: { email: row.email, code: row.code },
  };
}

const BATCH = 2000;

/** Every active registration of an event, in keyset batches (flat memory for long lists). */
async function* participantBatches(db: Db, eventId: number) {
  let after = 0;
  for (;;) {
    const rows = await db
      .select(participantColumns)
      .from(eventRegistrations)
      .leftJoin(eventPresence, eq(eventPresence.registrationId, eventRegistrations.id))
      .where(and(participantConditions(eventId), gt(eventRegistrations.id, after)))
      .orderBy(asc(eventRegistrations.id))
      .limit(BATCH);
    if (!rows.length) return;
    after = rows[rows.length - 1]?.registrationId ?? after;
    yield rows.map((r) => ({
      ...registrantCells(r),
      present: attendanceText({ present: r.checkedInAt !== null, status: r.status }),
      checkedIn: wibCellDate(r.checkedInAt),
    }));
    if (rows.length < BATCH) return;
  }
}

export function exportEventPresence(db: Db, eventId: number, onError: (e: unknown) => void) {
  return streamSheet(
    'Presensi',
    [
      ...REGISTRANT_COLUMNS,
      { header: 'Kehadiran', key: 'present', width: 14 },
      { header: 'Waktu hadir (WIB)', key: 'checkedIn', width: 20, numFmt: DATE_TIME },
    ],
    numbered(participantBatches(db, eventId)),
    onError,
  );
}

/** Numbers rows across batches. */
async function* numbered(batches: AsyncIterable<Record<string, unknown>[]>) {
  let n = 0;
  for await (const batch of batches) yield batch.map((row) => ({ ...row, no: ++n }));
}
