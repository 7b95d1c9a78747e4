import type { Participant } from '@sbc/contract';
import { formatTime } from '@sbc/format/date';
import { adminApi } from '../../lib/api';
import { describeError, isApiError } from '../../lib/errors';

/** Who to check in: a typed or scanned registration code, or a row of the list. */
export type CheckInTarget = { code: string } | { registration_id: number };

/** How a check-in ended, with the text the admin reads. */
export interface CheckInResult {
  status: 'recorded' | 'already' | 'not-found' | 'failed';
  title: string;
  description?: string;
  participant?: Participant;
}

/** A stable key of a target, to mark the row (or field) that is being processed. */
export function targetKey(target: CheckInTarget): string {
  return 'code' in target ? `code:${target.code}` : `row:${target.registration_id}`;
}

function alreadyPresent(participant: Participant): CheckInResult {
  return {
    status: 'already',
    title: `${participant.name} sudah tercatat hadir`,
    description: participant.checked_in_at
      ? `Check-in pukul ${formatTime(participant.checked_in_at)}. Tidak ada yang diubah.`
      : 'Tidak ada yang diubah.',
    participant,
  };
}

/**
 * Validates, then records the presence (SPEC section 5: the server checks before adding).
 * A participant who is already present is reported and left as they are; a 409 from the
 * record call (someone else was faster) is reported with the API's message.
 */
export async function checkInParticipant(
  eventId: number,
  target: CheckInTarget,
): Promise<CheckInResult> {
  try {
    const found = await adminApi.validateEventPresence({ body: { event_id: eventId, ...target } });
    if (found.already_present) return alreadyPresent(found.participant);
    const recorded = await adminApi.recordEventPresence({
      body: { event_id: eventId, registration_id: found.participant.registration_id },
    });
    return {
      status: 'recorded',
      title: `${recorded.participant.name} tercatat hadir`,
      description: `Kode ${recorded.participant.code} · e-sertifikat diterbitkan.`,
      participant: recorded.participant,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 409) {
      return { status: 'already', title: error.message, description: 'Tidak ada yang diubah.' };
    }
    if (isApiError(error) && error.status === 404) {
      return { status: 'not-found', title: 'Peserta tidak ditemukan', description: error.message };
    }
    return {
      status: 'failed',
      title: 'Kehadiran gagal dicatat',
      description: describeError(error).message,
    };
  }
}
