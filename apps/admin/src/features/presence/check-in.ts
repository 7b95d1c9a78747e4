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
 * record call (someone else was faster) is reported with the API's message. Any refusal of the
 * validation (a code not registered for this event, check-in not open yet) shows the API's own
 * message as the title, so the admin at the door reads why.
 */
export async function checkInParticipant(
  eventId: number,
  target: CheckInTarget,
): Promise<CheckInResult> {
  let stage: CheckInStage = 'validate';
  try {
    const found = await adminApi.validateEventPresence({ body: { event_id: eventId, ...target } });
    if (found.already_present) return alreadyPresent(found.participant);
    stage = 'record';
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
    return refusedCheckIn(error, stage, 'code' in target ? `Kode ${target.code}` : undefined);
  }
}

/** Which call of a check-in failed: the validation, or the recording after it. */
export type CheckInStage = 'validate' | 'record';

/**
 * How a failed check-in call reads. A 409 of the record call means someone else was faster
 * ("… sudah tercatat hadir"); any other answer of the API (404 not registered, 409 check-in not
 * open yet, 400, 403, 429…) is a refusal titled with its own message; a server or network
 * failure gets the console's usual explanation.
 *
 * @param context a line about the target (its code), shown under the API's message
 */
export function refusedCheckIn(
  error: unknown,
  stage: CheckInStage,
  context?: string,
): CheckInResult {
  if (isApiError(error) && error.status === 409 && stage === 'record') {
    return { status: 'already', title: error.message, description: 'Tidak ada yang diubah.' };
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return {
      status: error.status === 404 ? 'not-found' : 'failed',
      title: error.message,
      description: context,
    };
  }
  return {
    status: 'failed',
    title: 'Kehadiran gagal dicatat',
    description: describeError(error).message,
  };
}
