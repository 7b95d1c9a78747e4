import { COUNTDOWN_TICK_MS } from '@sbc/format/constants';
import { countdownParts, type CountdownPart } from '@sbc/format/countdown';
import { useEffect, useEffectEvent, useRef, useState } from 'react';

/** Options of {@link useCountdown}. */
export interface UseCountdownOptions {
  /** Called once when the target time has passed (also when it already had at mount). */
  onFinished?: () => void;
  /** Clock in epoch milliseconds; `Date.now` by default. */
  now?: () => number;
  /**
   * Time to render the first frame from, for example the server's time handed to the page,
   * so that server markup and hydration agree. The clock takes over in the first effect.
   */
  initialNow?: number;
}

/** What {@link useCountdown} returns. */
export interface CountdownState {
  finished: boolean;
  parts: CountdownPart[];
  remainingMs: number;
}

/**
 * Time left until `targetMs` (epoch milliseconds), refreshed on every whole second of the
 * remaining time (SPEC 9: countdown tick 1 s), with the display parts of
 * `@sbc/format/countdown`. `onFinished` fires exactly once per target, after the first real
 * clock reading shows it has passed; re-renders never fire it again.
 */
export function useCountdown(targetMs: number, options: UseCountdownOptions = {}): CountdownState {
  const { onFinished, now = Date.now, initialNow } = options;
  // `live` is false while the value comes from `initialNow` rather than the clock, so a
  // server time that is already past does not fire onFinished before the clock confirms it.
  const [clock, setClock] = useState(() => ({
    ms: initialNow ?? now(),
    live: initialNow === undefined,
  }));
  const readClock = useEffectEvent(() => now());
  const finish = useEffectEvent(() => onFinished?.());
  const finishedTarget = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const ms = readClock();
      setClock({ ms, live: true });
      const left = targetMs - ms;
      // Wake up when the rounded-up seconds change, not a drifting second after mount.
      if (left > 0) timer = setTimeout(tick, left % COUNTDOWN_TICK_MS || COUNTDOWN_TICK_MS);
    };
    tick();
    return () => clearTimeout(timer);
  }, [targetMs]);

  // An invalid target (NaN) counts as finished, like countdownParts does.
  const remainingMs = Math.max(0, targetMs - clock.ms) || 0;
  const { finished, parts } = countdownParts(remainingMs);

  useEffect(() => {
    if (!finished || !clock.live || finishedTarget.current === targetMs) return;
    finishedTarget.current = targetMs;
    finish();
  }, [finished, clock.live, targetMs]);

  return { finished, parts, remainingMs };
}
