import { formatShortDate } from '@sbc/format/date';

/** A calendar leaf with the day and short month of a date in WIB (`22` over `Nov`). */
export function DateChip({ seconds, isMuted = false }: { seconds: number; isMuted?: boolean }) {
  const [day = '', month = ''] = formatShortDate(seconds).split(' ');
  return (
    <span
      aria-hidden="true"
      className={`flex size-14 shrink-0 flex-col items-center justify-center rounded-xl ring-1 ring-inset ${isMuted ? 'bg-surface-muted text-ink-muted ring-line' : 'bg-brand-50 text-brand-800 ring-brand-100'}`}
    >
      <span className="text-xl leading-none font-extrabold">{day}</span>
      <span className="mt-0.5 text-xs font-semibold uppercase">{month}</span>
    </span>
  );
}
