import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/engagement-types';
import { useCaptcha } from './use-captcha';

/** What {@link useCaptchaSubmit} gives a form. */
export interface CaptchaSubmit<T extends object> {
  /** The action's last answer (kept while idle). */
  result: ActionResult<T> | undefined;
  /** Sending, or waiting for the captcha to be solved first. */
  isBusy: boolean;
  /** Waiting for the captcha ("Memverifikasi…"). */
  isVerifying: boolean;
  /** The captcha could not be fetched or solved. */
  captchaFailed: boolean;
  /** Call on the form's first focus: the challenge is fetched and solved meanwhile. */
  prepare: () => void;
  /** Sends the fields with the captcha solution, once it is there. */
  submit: (fields: FormData) => void;
}

/**
 * Sends a captcha-protected form to an engagement action with a fetcher. The challenge is
 * solved while the visitor types; a submit before that waits for it. Every solution is used
 * once, so a fresh one is prepared after each sending.
 */
export function useCaptchaSubmit<T extends object = object>(action: string): CaptchaSubmit<T> {
  const fetcher = useFetcher<ActionResult<T>>();
  const captcha = useCaptcha();
  const waiting = useRef<FormData | null>(null);
  const [isWaiting, setWaiting] = useState(false);
  const { submit: fetcherSubmit } = fetcher;
  const { status, payload, renew, start } = captcha;

  const send = useCallback(
    (fields: FormData, solution: string) => {
      fields.set('captcha', solution);
      void fetcherSubmit(fields, { method: 'post', action, defaultShouldRevalidate: false });
      renew();
    },
    [action, fetcherSubmit, renew],
  );

  useEffect(() => {
    const fields = waiting.current;
    if (!fields) return;
    if (status === 'ready' && payload) {
      waiting.current = null;
      setWaiting(false);
      send(fields, payload);
    } else if (status === 'error') {
      waiting.current = null;
      setWaiting(false);
    }
  }, [status, payload, send]);

  const submit = useCallback(
    (fields: FormData) => {
      if (status === 'ready' && payload) {
        send(fields, payload);
        return;
      }
      waiting.current = fields;
      setWaiting(true);
      start();
    },
    [status, payload, send, start],
  );

  return {
    result: fetcher.state === 'idle' ? fetcher.data : undefined,
    isBusy: isWaiting || fetcher.state !== 'idle',
    isVerifying: isWaiting,
    captchaFailed: status === 'error',
    prepare: start,
    submit,
  };
}
