import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import { type CaptchaChallenge, solveCaptcha } from '../../lib/engagement-captcha';
import type { ActionResult } from '../../lib/engagement-types';

/** Where a form's captcha is: not asked yet, fetching, solving, solved, or failed. */
export type CaptchaStatus = 'idle' | 'fetching' | 'solving' | 'ready' | 'error';

/** What {@link useCaptcha} gives a form. */
export interface CaptchaState {
  status: CaptchaStatus;
  /** The solution for the `captcha` field, once `ready`. */
  payload: string | null;
  /** Asks for a challenge (the first focus of the form); does nothing once under way. */
  start: () => void;
  /** Forgets the used solution and solves a fresh challenge (each one is valid once). */
  renew: () => void;
}

type ChallengeAnswer = ActionResult<{ challenge: CaptchaChallenge }>;

/** A finished search: for which answer, and its payload (`null` when it failed). */
interface Solution {
  answer: ChallengeAnswer;
  payload: string | null;
}

/**
 * The proof-of-work captcha of a public form: fetches a challenge through `/aksi/captcha` when
 * `start` is called, then solves it in the browser in small batches (the page stays usable).
 * `onSolved` is called with each new solution (and `renew`, to prepare the next one).
 */
export function useCaptcha(onSolved?: (payload: string, renew: () => void) => void): CaptchaState {
  const fetcher = useFetcher<ChallengeAnswer>();
  const [solution, setSolution] = useState<Solution | null>(null);
  const [isRequested, setRequested] = useState(false);
  const { load } = fetcher;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;
  const renew = useCallback(() => {
    setRequested(true);
    setSolution(null);
    void load('/aksi/captcha');
  }, [load]);
  const solved = useEffectEvent((payload: string) => onSolved?.(payload, renew));

  useEffect(() => {
    if (!answer?.ok) return;
    const controller = new AbortController();
    solveCaptcha(answer.challenge, { signal: controller.signal }).then(
      (payload) => {
        setSolution({ answer, payload });
        solved(payload);
      },
      () => {
        if (!controller.signal.aborted) setSolution({ answer, payload: null });
      },
    );
    return () => controller.abort();
  }, [answer]);

  let status: CaptchaStatus;
  if (fetcher.state !== 'idle') status = 'fetching';
  else if (!answer) status = isRequested ? 'fetching' : 'idle';
  else if (!answer.ok) status = 'error';
  else if (solution?.answer !== answer) status = 'solving';
  else status = solution.payload ? 'ready' : 'error';

  const start = useCallback(() => {
    if (status === 'idle' || status === 'error') renew();
  }, [status, renew]);

  return { status, payload: status === 'ready' ? (solution?.payload ?? null) : null, start, renew };
}
