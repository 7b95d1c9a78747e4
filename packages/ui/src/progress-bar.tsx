import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '@sbc/format/constants';
import { useEffect, useState } from 'react';
import { cx } from './class-names';

/** Props of {@link RouteProgress}. */
export interface RouteProgressProps {
  /** True while a route (or its data) is loading. */
  active: boolean;
  /** Accessible name of the progress bar. */
  label?: string;
}

type Phase = 'idle' | 'waiting' | 'running' | 'finishing';

interface ProgressState {
  phase: Phase;
  elapsedMs: number;
}

/** Width shown as soon as the bar appears, and the width it creeps towards. */
const START_PERCENT = 10;
const CEILING_PERCENT = 90;
/** Time between width updates; a CSS transition of the same length smooths the steps. */
const STEP_MS = PROGRESS_THROTTLE_MS;
/** Growing to 100 % (200 ms), then fading out (300 ms). */
const FINISH_MS = 500;

const IDLE: ProgressState = { phase: 'idle', elapsedMs: 0 };

/** Eases out from START_PERCENT to CEILING_PERCENT over PROGRESS_DURATION_MS. */
function percentAt(elapsedMs: number): number {
  const t = Math.min(1, elapsedMs / PROGRESS_DURATION_MS);
  return START_PERCENT + (CEILING_PERCENT - START_PERCENT) * (1 - (1 - t) ** 3);
}

/**
 * Thin bar at the top of the window during route loading (SPEC 4 and 9). It appears only
 * when loading lasts longer than the 200 ms throttle, creeps towards 90 % over 5 s, and when
 * `active` turns false it completes to 100 % and fades out. Renders nothing when idle, so the
 * server markup is empty.
 */
export function RouteProgress({ active, label = 'Memuat halaman' }: RouteProgressProps) {
  const [state, setState] = useState<ProgressState>(() =>
    active ? { phase: 'waiting', elapsedMs: 0 } : IDLE,
  );
  // React's pattern for reacting to a prop change during render, not in an effect.
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    if (active) {
      // A bar still fading out restarts at once instead of vanishing for the throttle.
      setState((s) => ({ phase: s.phase === 'finishing' ? 'running' : 'waiting', elapsedMs: 0 }));
    } else {
      setState((s) => (s.phase === 'running' ? { ...s, phase: 'finishing' } : IDLE));
    }
  }

  const { phase } = state;
  const atCeiling = state.elapsedMs >= PROGRESS_DURATION_MS;
  useEffect(() => {
    if (phase === 'waiting') {
      const timer = setTimeout(
        () => setState({ phase: 'running', elapsedMs: 0 }),
        PROGRESS_THROTTLE_MS,
      );
      return () => clearTimeout(timer);
    }
    if (phase === 'running' && !atCeiling) {
      const timer = setInterval(
        () =>
          setState((s) => (s.phase === 'running' ? { ...s, elapsedMs: s.elapsedMs + STEP_MS } : s)),
        STEP_MS,
      );
      return () => clearInterval(timer);
    }
    if (phase === 'finishing') {
      const timer = setTimeout(() => setState(IDLE), FINISH_MS);
      return () => clearTimeout(timer);
    }
  }, [phase, atCeiling]);

  if (phase === 'idle' || phase === 'waiting') return null;
  const finishing = phase === 'finishing';
  const percent = finishing ? 100 : percentAt(state.elapsedMs);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      data-state={finishing ? 'complete' : 'loading'}
      className="pointer-events-none fixed inset-x-0 top-0 z-[100] h-[3px]"
    >
      <div
        style={{ width: `${percent}%` }}
        className={cx(
          // brand-400 stays visible on both the dark navbar (4.1:1) and white (3.2:1).
          'bg-brand-400 h-full shadow-[0_0_8px_var(--color-brand-400)] motion-reduce:transition-none',
          finishing
            ? 'opacity-0 transition-[width,opacity] delay-[0ms,200ms] duration-[200ms,300ms]'
            : 'transition-[width] duration-200 ease-linear',
        )}
      />
    </div>
  );
}
