import { formatTime } from '@sbc/format/date';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../components/icons';
import { cardClass } from '../../components/styles';
import { paths } from '../../config/paths';
import type { AgendaPart, LandingLoaderData } from './landing-loader';

interface AgendaRow {
  key: number;
  to: string;
  title: string;
  detail: string;
  time: string;
}

function AgendaCard<T>({
  title,
  part,
  empty,
  toRow,
}: {
  title: string;
  part: AgendaPart<T>;
  empty: string;
  toRow: (item: T) => AgendaRow;
}) {
  let body: ReactNode;
  if (part.error !== null) {
    body = (
      <p role="alert" className="text-danger px-5 py-4 text-sm">
        {part.error}
      </p>
    );
  } else if (part.items.length === 0) {
    body = <p className="text-ink-muted px-5 py-6 text-sm">{empty}</p>;
  } else {
    body = (
      <ul className="divide-line divide-y">
        {part.items.map(toRow).map((row) => (
          <li key={row.key}>
            <Link
              to={row.to}
              className="hover:bg-surface-muted group flex items-center gap-4 px-5 py-4 transition"
            >
              <span className="bg-brand-50 text-brand-800 w-16 shrink-0 rounded-lg py-1.5 text-center text-sm font-bold">
                {row.time}
              </span>
              <span className="min-w-0 flex-1">
                <span className="text-ink block font-semibold group-hover:underline">
                  {row.title}
                </span>
                <span className="text-ink-muted block truncate text-sm">{row.detail}</span>
              </span>
              <span className="text-brand-700 hidden items-center gap-1 text-sm font-semibold sm:flex">
                Presensi <ArrowRightIcon className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={`${cardClass} overflow-hidden`} aria-label={title}>
      <h3 className="border-line text-brand-900 border-b px-5 py-3 font-bold">{title}</h3>
      {body}
    </section>
  );
}

/** Time without the WIB suffix, for the agenda's time column. */
const clock = (seconds: number) => formatTime(seconds).replace(' WIB', '');

/** Today's events and lessons, each leading to its presence page. */
export function TodayAgenda({ events, lessons }: LandingLoaderData) {
  return (
    <section aria-labelledby="agenda-heading">
      <h2 id="agenda-heading" className="text-brand-900 mb-3 text-lg font-bold">
        Agenda hari ini <span className="text-ink-muted text-sm font-normal">(waktu WIB)</span>
      </h2>
      <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
        <AgendaCard
          title="Event"
          part={events}
          empty="Tidak ada event hari ini."
          toRow={(event) => ({
            key: event.id,
            to: paths.presenceEvent.href(event.event_slug),
            title: event.event_title,
            detail: `${event.attendance_count} / ${event.participant_count} hadir${event.online ? ' · Daring' : event.place ? ` · ${event.place}` : ''}`,
            time: clock(event.starts_at),
          })}
        />
        <AgendaCard
          title="Kelas"
          part={lessons}
          empty="Tidak ada pertemuan kelas hari ini."
          toRow={(lesson) => ({
            key: lesson.id,
            to: paths.course.href(lesson.course_slug, { lesson: lesson.id }),
            title: lesson.title,
            detail: lesson.course_title,
            time: clock(lesson.starts_at),
          })}
        />
      </div>
    </section>
  );
}
