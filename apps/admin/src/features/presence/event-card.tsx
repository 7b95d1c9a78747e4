import type { AdminEvent } from '@sbc/contract';
import { formatDateRange } from '@sbc/format/date';
import { Link } from 'react-router';
import { Badge } from '../../components/badge';
import { CalendarIcon, PinIcon } from '../../components/icons';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { isSameWibDay, nowInSeconds } from '../../lib/wib-day';
import { AttendanceMeter } from './attendance-meter';

/** Where an event takes place, in one line. */
export function eventPlace(event: Pick<AdminEvent, 'online' | 'place' | 'city'>): string {
  const where = [event.place, event.city].filter(Boolean).join(', ');
  if (event.online) return where ? `Daring · ${where}` : 'Daring';
  return where || 'Tempat belum ditentukan';
}

function timeBadge(event: AdminEvent, now: number) {
  if (isSameWibDay(event.starts_at, now) || (event.starts_at <= now && event.ends_at >= now)) {
    return <Badge tone="success">Hari ini</Badge>;
  }
  if (event.ends_at < now) return <Badge tone="neutral">Selesai</Badge>;
  return <Badge tone="brand">Akan datang</Badge>;
}

/** One event of the presence list: when, where, and how many came; the whole card is a link. */
export function EventCard({ event }: { event: AdminEvent }) {
  const now = nowInSeconds();
  return (
    <li
      className={`${cardClass} hover:ring-brand-300 relative flex flex-col gap-4 p-5 transition hover:shadow-md`}
    >
      <div className="flex flex-wrap items-center gap-2">
        {timeBadge(event, now)}
        {event.chapter_name ? <Badge tone="neutral">{event.chapter_name}</Badge> : null}
      </div>
      <h2 className="text-brand-900 text-lg font-bold">
        <Link
          to={paths.presenceEvent.href(event.event_slug)}
          className="after:absolute after:inset-0 after:rounded-2xl hover:underline"
        >
          {event.event_title}
        </Link>
      </h2>
      <dl className="text-ink-muted space-y-1.5 text-sm">
        <div className="flex items-start gap-2">
          <dt className="sr-only">Waktu</dt>
          <CalendarIcon className="mt-0.5 size-4 shrink-0" />
          <dd>{formatDateRange(event.starts_at, event.ends_at)}</dd>
        </div>
        <div className="flex items-start gap-2">
          <dt className="sr-only">Tempat</dt>
          <PinIcon className="mt-0.5 size-4 shrink-0" />
          <dd>{eventPlace(event)}</dd>
        </div>
      </dl>
      <div className="mt-auto">
        <AttendanceMeter present={event.attendance_count} total={event.participant_count} />
      </div>
    </li>
  );
}
