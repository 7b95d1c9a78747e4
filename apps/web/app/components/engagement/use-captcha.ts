import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * The proof-of-work captcha of a public form: fetches a challenge through `/aksi/captcha` when
 * `start` is called, then solves it in the browser in small batches (the page stays usable).
 */
export function useCaptcha(): CaptchaState {
  const fetcher = useFetcher<ChallengeAnswer>();
  const [solved, setSolved] = useState<{ status: CaptchaStatus; payload: string | null }>({
    status: 'idle',
    payload: null,
  });
  const solvedFor = useRef<ChallengeAnswer | null>(null);
  const { load } = fetcher;
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer || solvedFor.current === answer) return;
    solvedFor.current = answer;
    if (!answer.ok) {
      setSolved({ status: 'error', payload: null });
      return;
    }
    const controller = new AbortController();
    setSolved({ status: 'solving', payload: null });
    solveCaptcha(answer.challenge, { signal: controller.signal }).then(
      (payload) => setSolved({ status: 'ready', payload }),
      () => {
        if (!controller.signal.aborted) setSolved({ status: 'error', payload: null });
      },
    );
    return () => controller.abort();
  }, [answer]);

  const fetchChallenge = useCallback(() => {
    setSolved({ status: 'fetching', payload: null });
    void load('/aksi/captcha');
  }, [load]);

  const start = useCallback(() => {
    if (solved.status === 'idle' || solved.status === 'error') fetchChallenge();
  }, [solved.status, fetchChallenge]);

  const status = fetcher.state !== 'idle' ? 'fetching' : solved.status;
  return { status, payload: solved.payload, start, renew: fetchChallenge };
}
