import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type ToastMessage, useToast } from '../../components/toast';
import { adminApi } from '../../lib/api';
import type { CourseParticipant } from '../../lib/api-types';
import { describeError, isApiError } from '../../lib/errors';
import { undoLessonCheckIn } from '../presence/undo-check-in';

/**
 * Validates, then records one member at one lesson (SPEC section 5), and says how it went.
 * A member already present is left as they are.
 */
export async function checkInMember(
  lessonId: number,
  member: CourseParticipant,
): Promise<ToastMessage & { isChanged: boolean }> {
  const target = { lesson_id: lessonId, member_id: member.member_id };
  let stage: 'validate' | 'record' = 'validate';
  try {
    const found = await adminApi.validateCoursePresence({ body: target });
    if (found.already_present) {
      return {
        tone: 'info',
        title: `${found.participant.name} sudah tercatat hadir`,
        description: 'Tidak ada yang diubah.',
        isChanged: false,
      };
    }
    stage = 'record';
    const recorded = await adminApi.recordCoursePresence({ body: target });
    return { tone: 'success', title: `${recorded.name} tercatat hadir`, isChanged: true };
  } catch (error) {
    const message = courseCheckInRefusal(error, member.name, stage);
    return { ...message, isChanged: message.tone === 'info' };
  }
}

/**
 * How a failed course check-in reads: a 409 of the record call is "already present" (someone
 * else was faster); any other answer of the API (404 not following the course, 409 lesson not
 * open yet, 400, 403…) is titled with its own message; a server or network failure gets the
 * console's usual explanation.
 */
export function courseCheckInRefusal(
  error: unknown,
  name: string,
  stage: 'validate' | 'record',
): ToastMessage {
  if (isApiError(error) && error.status === 409 && stage === 'record') {
    return { tone: 'info', title: error.message, description: 'Tidak ada yang diubah.' };
  }
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.message) {
    return { tone: 'error', title: error.message, description: `Kehadiran ${name} tidak dicatat.` };
  }
  return {
    tone: 'error',
    title: `Kehadiran ${name} gagal dicatat`,
    description: describeError(error).message,
  };
}

/** Checks members in at one lesson, with a toast per outcome and fresh counts afterwards. */
export function useCourseCheckIn(lessonId: number | null) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [pendingId, setPendingId] = useState<number | null>(null);

  const checkIn = useCallback(
    async (member: CourseParticipant) => {
      if (lessonId === null) return;
      setPendingId(member.member_id);
      try {
        const { isChanged, ...message } = await checkInMember(lessonId, member);
        toast(message);
        if (isChanged) await revalidate();
      } finally {
        setPendingId(null);
      }
    },
    [lessonId, toast, revalidate],
  );
  /** Undoes a check-in made by mistake, says how it went and reloads the list and counts. */
  const undo = useCallback(
    async (member: CourseParticipant) => {
      if (lessonId === null) return;
      const { isChanged, ...message } = await undoLessonCheckIn(lessonId, member);
      toast(message);
      if (isChanged) await revalidate();
    },
    [lessonId, toast, revalidate],
  );
  return { checkIn, undo, pendingId };
}
