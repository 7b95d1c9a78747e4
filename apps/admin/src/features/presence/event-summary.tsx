import { formatNumberId } from '@sbc/format/rupiah';
import { formatDateRange } from '@sbc/format/date';
import { CalendarIcon, PinIcon } from '../../components/icons';
import { cardClass } from '../../components/styles';
import { AttendanceMeter } from './attendance-meter';
import { eventPlace } from './event-card';
import type { EventLoaderData } from './event-loader';

function Stat({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="bg-surface-muted rounded-xl px-4 py-3">
      <dt className="text-ink-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className={`mt-0.5 text-2xl font-bold ${tone}`}>{formatNumberId(value)}</dd>
    </div>
  );
}

/** When and where the event is, and the counts that change with every check-in. */
export function EventSummary({ event }: { event: EventLoaderData['event'] }) {
  const absent = Math.max(0, event.participant_count - event.attendance_count);
  return (
    <section aria-label="Ringkasan kehadiran" className={`${cardClass} mb-6 p-5`}>
      <div className="text-ink-muted flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-x-6">
        <p className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0" />
          {formatDateRange(event.starts_at, event.ends_at)}
        </p>
        <p className="flex items-center gap-2">
          <PinIcon className="size-4 shrink-0" />
          {event.address ?? eventPlace(event)}
        </p>
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-2 sm:gap-3" aria-live="polite">
        <Stat label="Peserta" value={event.participant_count} tone="text-brand-900" />
        <Stat label="Hadir" value={event.attendance_count} tone="text-success" />
        <Stat label="Belum" value={absent} tone="text-ink-muted" />
      </dl>
      <div className="mt-4">
        <AttendanceMeter present={event.attendance_count} total={event.participant_count} />
      </div>
    </section>
  );
}
