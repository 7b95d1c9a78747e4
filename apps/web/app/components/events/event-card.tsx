import { Link } from 'react-router';
import type { EventCardView } from '../../lib/event-types';
import { CalendarIcon, ClockIcon, MapPinIcon } from '../icons';
import { EventCover } from './event-cover';
import { UsersIcon } from './event-icons';
import { EventPhaseBadge } from './event-phase-badge';

/** One event of the list: cover, title, WIB date and time, place and city, price, seats left. */
export function EventCard({ event }: { event: EventCardView }) {
  const isPast = event.phase === 'past';
  const place = event.city ? `${event.placeLabel} · ${event.city}` : event.placeLabel;
  return (
    <article
      data-phase={event.phase}
      className="group bg-surface ring-line relative flex h-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition focus-within:shadow-lg hover:-translate-y-0.5 hover:shadow-lg"
    >
      <div className="relative">
        <EventCover src={event.image} alt="" className={isPast ? 'grayscale-[40%]' : ''} />
        <EventPhaseBadge phase={event.phase} className="absolute top-3 left-3 max-w-[calc(100%-1.5rem)]" />
      </div>
      <div className="flex flex-1 flex-col p-5">
        {event.chapterName ? (
          <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
            {event.chapterName}
          </p>
        ) : null}
        <h3 className="text-ink mt-1 text-lg leading-snug font-bold">
          {/* Clamped inside the link, not around it: a clamp clips what overflows, the focus ring too. */}
          <Link
            to={`/event/${event.slug}`}
            className="group-hover:text-brand-800 block rounded after:absolute after:inset-0 after:content-['']"
          >
            <span className="line-clamp-3">{event.title}</span>
          </Link>
        </h3>
        <ul className="text-ink-muted mt-3 mb-5 space-y-1.5 text-sm">
          <li className="flex gap-2">
            <CalendarIcon className="text-brand-600 mt-0.5 size-4 shrink-0" />
            <time dateTime={event.isoStart}>{event.dateLabel}</time>
          </li>
          <li className="flex gap-2">
            <ClockIcon className="text-brand-600 mt-0.5 size-4 shrink-0" />
            <span>{event.timeLabel}</span>
          </li>
          <li className="flex gap-2">
            <MapPinIcon className="text-brand-600 mt-0.5 size-4 shrink-0" />
            <span className="line-clamp-2">{place}</span>
          </li>
        </ul>
        <div className="border-line mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t pt-3 text-sm">
          <span className="text-brand-800 font-bold">{event.priceLabel}</span>
          <span
            className={`inline-flex items-center gap-1 text-xs font-medium ${event.isFull ? 'text-danger' : 'text-ink-muted'}`}
          >
            <UsersIcon className="size-4" />
            {isPast ? 'Telah selesai' : event.seatsLabel}
          </span>
        </div>
      </div>
    </article>
  );
}
