import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type ToastTone, useToast } from '../../components/toast';
import type { Participant } from '@sbc/contract';
import { type CheckInResult, type CheckInTarget, checkInParticipant, targetKey } from './check-in';
import { undoEventCheckIn } from './undo-check-in';

const TONES: Record<CheckInResult['status'], ToastTone> = {
  recorded: 'success',
  already: 'info',
  'not-found': 'error',
  failed: 'error',
};

/**
 * Checks participants of one event in: shows every outcome (refusals with the API's message)
 * as a toast and reloads the list
 * and counts after it (another device may have recorded the presence first). `pendingKey` marks the target being processed.
 */
export function useCheckIn(eventId: number) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const checkIn = useCallback(
    async (target: CheckInTarget): Promise<CheckInResult> => {
      setPendingKey(targetKey(target));
      try {
        const result = await checkInParticipant(eventId, target);
        // Every outcome is said, a refusal too: a wrong code must never pass silently.
        toast({ tone: TONES[result.status], title: result.title, description: result.description });
        if (result.status === 'recorded' || result.status === 'already') await revalidate();
        return result;
      } finally {
        setPendingKey(null);
      }
    },
    [eventId, toast, revalidate],
  );

  /** Undoes a check-in made by mistake, says how it went and reloads the list and counts. */
  const undo = useCallback(
    async (participant: Participant) => {
      const { isChanged, ...message } = await undoEventCheckIn(eventId, participant);
      toast(message);
      if (isChanged) await revalidate();
    },
    [eventId, toast, revalidate],
  );

  return { checkIn, undo, pendingKey };
}

export type CheckIn = ReturnType<typeof useCheckIn>['checkIn'];
