import { useCallback, useRef, useState } from 'react';
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
  const waiting = useRef<FormData | null>(null);
  const [isWaiting, setWaiting] = useState(false);
  const { submit: fetcherSubmit } = fetcher;

  const send = useCallback(
    (fields: FormData, solution: string, renewCaptcha: () => void) => {
      fields.set('captcha', solution);
      void fetcherSubmit(fields, { method: 'post', action, defaultShouldRevalidate: false });
      renewCaptcha();
    },
    [action, fetcherSubmit],
  );

  const captcha = useCaptcha((solution, renewCaptcha) => {
    const fields = waiting.current;
    if (!fields) return;
    waiting.current = null;
    setWaiting(false);
    send(fields, solution, renewCaptcha);
  });
  const { status, payload, renew, start } = captcha;

  const submit = useCallback(
    (fields: FormData) => {
      if (status === 'ready' && payload) {
        send(fields, payload, renew);
        return;
      }
      waiting.current = fields;
      setWaiting(true);
      start();
    },
    [status, payload, send, start, renew],
  );

  const isVerifying = isWaiting && status !== 'error';
  return {
    result: fetcher.state === 'idle' ? fetcher.data : undefined,
    isBusy: isVerifying || fetcher.state !== 'idle',
    isVerifying,
    captchaFailed: status === 'error',
    prepare: start,
    submit,
  };
}
