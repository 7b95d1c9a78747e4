import type { Participant } from '@sbc/contract';
import { type ToastMessage } from '../../components/toast';
import { adminApi } from '../../lib/api';
import type { CourseParticipant } from '../../lib/api-types';
import { describeError, isApiError } from '../../lib/errors';

/** How an undo went, and whether the list changed (it is asked again then). */
export type UndoOutcome = ToastMessage & { isChanged: boolean };

/** What the dialog says before an event check-in is undone. */
export const eventUndoConsequence = (name: string) =>
  `Kehadiran ${name} dihapus dari daftar dan e-sertifikatnya dicabut. Bila ${name} dihadirkan lagi, e-sertifikat yang sama berlaku kembali.`;

/** What the dialog says before a lesson check-in is undone. */
export const lessonUndoConsequence = (name: string) =>
  `Kehadiran ${name} di pertemuan ini dihapus dari daftar.`;

/**
 * A refused or failed undo: the API's own message as the title (409: not checked in, someone
 * else undid it first, so the list is asked again); a server or network failure gets the
 * console's usual explanation.
 */
export function refusedUndo(error: unknown, name: string): UndoOutcome {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    const isConflict = error.status === 409;
    return {
      tone: isConflict ? 'info' : 'error',
      title: error.message,
      description: 'Tidak ada yang diubah.',
      isChanged: isConflict,
    };
  }
  return {
    tone: 'error',
    title: `Kehadiran ${name} gagal dibatalkan`,
    description: describeError(error).message,
    isChanged: false,
  };
}

/** Undoes a participant's check-in at an event; their certificate is revoked with it. */
export async function undoEventCheckIn(eventId: number, participant: Participant): Promise<UndoOutcome> {
  try {
    const undone = await adminApi.cancelEventPresence({
      body: { event_id: eventId, registration_id: participant.registration_id },
    });
    return {
      tone: 'success',
      title: `Kehadiran ${undone.participant.name} dibatalkan`,
      description: undone.certificate_revoked ? 'E-sertifikatnya dicabut.' : undefined,
      isChanged: true,
    };
  } catch (error) {
    return refusedUndo(error, participant.name);
  }
}

/** Undoes a member's check-in at a lesson. */
export async function undoLessonCheckIn(lessonId: number, member: CourseParticipant): Promise<UndoOutcome> {
  try {
    const undone = await adminApi.cancelCoursePresence({
      body: { lesson_id: lessonId, member_id: member.member_id },
    });
    return { tone: 'success', title: `Kehadiran ${undone.name} dibatalkan`, isChanged: true };
  } catch (error) {
    return refusedUndo(error, member.name);
  }
}
