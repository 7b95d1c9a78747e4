import { Link } from 'react-router';
import type { EventCardView } from '../../lib/event-types';
import { PostImage } from '../blog/post-image';
import { CalendarIcon, ClockIcon, MapPinIcon } from '../icons';

/** An upcoming event on the home page: cover, date and time in WIB, place (or "Daring") and price. */
export function EventCard({ event }: { event: EventCardView }) {
  return (
    <article className="group bg-surface ring-line relative flex w-full flex-col overflow-hidden rounded-2xl shadow-sm ring-1 transition focus-within:shadow-lg hover:shadow-lg">
      <PostImage src={event.image} alt="" label="Event SBC" />
      <div className="flex flex-1 flex-col p-4">
        {event.chapterName ? (
          <p className="text-brand-700 text-xs font-semibold tracking-wide uppercase">
            {event.chapterName}
          </p>
        ) : null}
        <h3 className="text-ink mt-1 line-clamp-3 leading-snug font-bold">
          <Link
            to={`/event/${event.slug}`}
            className="group-hover:text-brand-800 rounded after:absolute after:inset-0 after:content-['']"
          >
            {event.title}
          </Link>
        </h3>
        <ul className="text-ink-muted mt-3 mb-4 space-y-1.5 text-sm">
          <li className="flex gap-2">
            <CalendarIcon className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" />
            <time dateTime={event.isoStart}>{event.dateLabel}</time>
          </li>
          <li className="flex gap-2">
            <ClockIcon className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" />
            {event.timeLabel}
          </li>
          <li className="flex gap-2">
            <MapPinIcon className="text-brand-600 mt-0.5 h-4 w-4 shrink-0" />
            <span className="line-clamp-2">{event.placeLabel}</span>
          </li>
        </ul>
        <p className="border-line text-brand-800 mt-auto border-t pt-3 text-sm font-bold">
          {event.priceLabel}
        </p>
      </div>
    </article>
  );
}
