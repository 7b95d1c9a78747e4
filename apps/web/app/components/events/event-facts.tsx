import type { ReactNode } from 'react';
import type { EventDetailView } from '../../lib/event-types';
import { CalendarIcon, MapPinIcon } from '../icons';
import { EventCountdown } from './event-countdown';
import { CalendarPlusIcon, GlobeIcon, TicketIcon, UsersIcon } from './event-icons';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    // A <dl> group holds only <dt> and <dd>: the icon sits in the term, placed in the left gutter.
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-ink-subtle text-xs font-semibold tracking-wide uppercase">
        <span className="bg-brand-50 text-brand-700 absolute top-0 left-0 flex size-9 items-center justify-center rounded-full">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-ink mt-0.5 text-sm">{children}</dd>
    </div>
  );
}

/** The event at a glance: countdown to the start, date and time in WIB, place, price, seats. */
export function EventFacts({ event, nowMs }: { event: EventDetailView; nowMs: number }) {
  const isPast = event.phase === 'past';
  return (
    <section
      aria-label="Ringkasan event"
      className="bg-surface ring-line rounded-2xl p-5 shadow-sm ring-1"
    >
      {event.phase === 'upcoming' ? (
        <EventCountdown targetMs={event.startsAtMs} nowMs={nowMs} />
      ) : null}
      <dl className="space-y-4">
        <Fact icon={<CalendarIcon className="size-4" />} label="Waktu">
          <time dateTime={event.isoStart} className="font-semibold">
            {event.dateLabel}
          </time>
          <span className="text-ink-muted block">{event.timeLabel}</span>
        </Fact>
        <Fact
          icon={
            event.isOnline ? <GlobeIcon className="size-4" /> : <MapPinIcon className="size-4" />
          }
          label="Tempat"
        >
          <span className="font-semibold">{event.placeLabel}</span>
          {event.isOnline ? (
            <span className="text-ink-muted block">Tautan acara dikirim ke email peserta</span>
          ) : (
            <>
              {event.address ? <span className="text-ink-muted block">{event.address}</span> : null}
              {event.city && !event.address?.includes(event.city) ? (
                <span className="text-ink-muted block">{event.city}</span>
              ) : null}
              {event.mapUrl ? (
                <a
                  href={event.mapUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 mt-1 inline-block font-semibold underline-offset-2 hover:underline"
                >
                  Lihat peta<span className="sr-only"> (tab baru)</span>
                </a>
              ) : null}
            </>
          )}
        </Fact>
        <Fact icon={<TicketIcon className="size-4" />} label="Biaya">
          {event.priceLabel.split(' · ').map((line) => (
            <span key={line} className="text-brand-800 block font-bold">
              {line}
            </span>
          ))}
        </Fact>
        {isPast ? null : (
          <Fact icon={<UsersIcon className="size-4" />} label="Kursi">
            <span className={event.isFull ? 'text-danger font-semibold' : ''}>
              {event.seatsLabel}
            </span>
          </Fact>
        )}
      </dl>
      {isPast ? null : (
        <a
          href={`/event/${event.slug}/kalender.ics`}
          download={`${event.slug}.ics`}
          className="text-brand-800 ring-brand-200 hover:bg-brand-50 mt-5 flex items-center justify-center gap-2 rounded-full px-4 py-2.5 text-sm font-semibold ring-1"
        >
          <CalendarPlusIcon className="size-4" />
          Tambah ke kalender
        </a>
      )}
    </section>
  );
}
