import { type Paged, type Participant } from '@sbc/contract';
import { asc, eq, gt, and, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { eventPresence, eventRegistrations } from '../../db/schema';
import { AppError } from '../../http/errors';
import { issueCertificate } from './certificates';
import { DATE_TIME, wibCellDate, streamSheet } from './excel';
import { attendanceText, REGISTRANT_COLUMNS, registrantCells } from './registrant-sheet';
import { findParticipant, participantColumns, participantConditions, type ParticipantRow, toParticipant } from './participants';

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

const NOT_REGISTERED = 'Peserta tidak terdaftar di event ini';

/** A paid event's registration counts once its bill is paid: no presence, and so no certificate, before. */
function assertPaid(row: ParticipantRow): void {
  if (row.status === 'pending_payment' && !row.checkedInAt) {
    throw new AppError('CONFLICT', `${row.name} belum melunasi pembayaran event ini; presensi dicatat setelah tagihan lunas`);
  }
}

export async function validateEventPresence(db: Db, eventId: number, target: { code?: string; registration_id?: number }) {
  const row = await findParticipant(db, eventId, target);
  if (!row) throw new AppError('NOT_FOUND', NOT_REGISTERED);
  assertPaid(row);
  return { participant: toParticipant(row), already_present: row.checkedInAt !== null };
}

/** Records presence once (primary key) and issues the certificate, in one transaction. */
export async function recordEventPresence(
  db: Db,
  eventId: number,
  target: { code?: string; registration_id?: number },
  adminId: number,
) {
  const row = await findParticipant(db, eventId, target);
  if (!row) throw new AppError('NOT_FOUND', NOT_REGISTERED);
  if (row.checkedInAt) throw new AppError('CONFLICT', `${row.name} sudah tercatat hadir`);
  assertPaid(row);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      const [presence] = await t
        .insert(eventPresence)
        .values({ registrationId: row.registrationId, checkedInBy: adminId })
        .returning({ checkedInAt: eventPresence.checkedInAt });
      const certificate = await issueCertificate(t, row.registrationId);
      return {
        participant: toParticipant({ ...row, checkedInAt: presence?.checkedInAt ?? new Date() }),
        certificate_code: certificate.code,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', `${row.name} sudah tercatat hadir`);
    throw error;
  }
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
