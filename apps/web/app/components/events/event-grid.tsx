import { Link } from 'react-router';
import type { EventWhen } from '../../lib/event-labels';
import type { EventCardView } from '../../lib/event-types';
import { EmptyState } from '../blog/empty-state';
import { EventCard } from './event-card';

const HEADINGS: Record<EventWhen, string> = {
  upcoming: 'Event akan datang',
  past: 'Event yang telah selesai',
  all: 'Semua event',
};

/** Props of {@link EventGrid}. */
export interface EventGridProps {
  events: EventCardView[];
  when: EventWhen;
  query: string;
  total: number;
}

/** The cards of one page of the list, with a heading and count, or a friendly empty state. */
export function EventGrid({ events, when, query, total }: EventGridProps) {
  if (events.length === 0) {
    return (
      <EmptyState
        title={query ? `Tidak ada event untuk “${query}”` : 'Belum ada event'}
        action={
          query || when !== 'all' ? (
            <Link
              to="/event"
              className="bg-brand hover:bg-brand-700 rounded-full px-5 py-2.5 font-semibold text-white"
            >
              Lihat semua event
            </Link>
          ) : undefined
        }
      >
        <p>
          {when === 'upcoming'
            ? 'Agenda berikutnya sedang disiapkan. Kunjungi kembali dalam waktu dekat.'
            : 'Coba kata kunci lain atau lihat semua event.'}
        </p>
      </EmptyState>
    );
  }
  return (
    <section aria-labelledby="daftar-event">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="daftar-event" className="text-brand-900 text-2xl font-bold">
          {query ? `Hasil pencarian “${query}”` : HEADINGS[when]}
        </h2>
        <p className="text-ink-muted text-sm">{total} event</p>
      </div>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} />
          </li>
        ))}
      </ul>
    </section>
  );
}
