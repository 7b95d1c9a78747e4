import { cx } from './class-names';
import { useCountdown, type UseCountdownOptions } from './use-countdown';

export { useCountdown, type CountdownState, type UseCountdownOptions } from './use-countdown';

/** Props of {@link Countdown}. */
export interface CountdownProps extends UseCountdownOptions {
  /** Target time in epoch milliseconds. */
  targetMs: number;
  /** Accessible name of the timer. */
  label?: string;
  className?: string;
}

/**
 * Countdown boxes labelled Hari, Jam, Menit, Detik (days only when non-zero, two digits each),
 * firing `onFinished` once when the target passes (SPEC 2). Pass `initialNow` from the server
 * for identical SSR and hydration markup; the digits tolerate the clock moving in between.
 */
export function Countdown({
  targetMs,
  label = 'Hitung mundur',
  className,
  ...options
}: CountdownProps) {
  const { parts } = useCountdown(targetMs, options);
  return (
    <div role="timer" aria-label={label} className={cx('flex items-start gap-2', className)}>
      {parts.map((part) => (
        <div
          key={part.unit}
          data-unit={part.unit}
          className="bg-brand text-ink-inverse flex min-w-14 flex-col items-center rounded-lg px-2 py-2"
        >
          <span suppressHydrationWarning className="text-2xl leading-none font-bold tabular-nums">
            {part.value}
          </span>
          <span className="mt-1 text-xs tracking-wide">{part.label}</span>
        </div>
      ))}
    </div>
  );
}
