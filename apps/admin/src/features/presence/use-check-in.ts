import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { type ToastTone, useToast } from '../../components/toast';
import { type CheckInResult, type CheckInTarget, checkInParticipant, targetKey } from './check-in';

const TONES: Record<CheckInResult['status'], ToastTone> = {
  recorded: 'success',
  already: 'info',
  'not-found': 'error',
  failed: 'error',
};

/** Options of one check-in. */
export interface CheckInOptions {
  /** No toast for "not found": the caller falls back to a search instead. */
  isQuietWhenNotFound?: boolean;
}

/**
 * Checks participants of one event in: shows the outcome as a toast and reloads the list
 * and counts after it (another device may have recorded the presence first). `pendingKey` marks the target being processed.
 */
export function useCheckIn(eventId: number) {
  const toast = useToast();
  const { revalidate } = useRevalidator();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  const checkIn = useCallback(
    async (target: CheckInTarget, options: CheckInOptions = {}): Promise<CheckInResult> => {
      setPendingKey(targetKey(target));
      try {
        const result = await checkInParticipant(eventId, target);
        if (!(options.isQuietWhenNotFound && result.status === 'not-found')) {
          toast({
            tone: TONES[result.status],
            title: result.title,
            description: result.description,
          });
        }
        if (result.status === 'recorded' || result.status === 'already') await revalidate();
        return result;
      } finally {
        setPendingKey(null);
      }
    },
    [eventId, toast, revalidate],
  );

  return { checkIn, pendingKey };
}

export type CheckIn = ReturnType<typeof useCheckIn>['checkIn'];
