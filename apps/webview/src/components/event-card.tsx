import { type EventItem } from '@sbc/contract';
import { formatShortDate, formatTime } from '@sbc/format/date';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { eventPlaceLabel, eventPriceLabel } from '../lib/event-facts';
import { CalendarIcon, GlobeIcon, PinIcon } from './icons';

/** Props of {@link EventCard}. */
export interface EventCardProps {
  event: EventItem;
  /** Show the member price (an active membership). */
  memberPrice: boolean;
}

/** A compact event row for lists: picture, date and time (WIB), place, price. */
export function EventCard({ event, memberPrice }: EventCardProps) {
  const price = eventPriceLabel(event, memberPrice);
  return (
    <Link
      to={paths.mobileEvent.href(event.event_slug)}
      className="bg-surface ring-line hover:ring-brand-300 flex gap-3 rounded-2xl p-3 shadow-sm ring-1 transition"
    >
      <div className="bg-brand-100 size-22 shrink-0 overflow-hidden rounded-xl">
        {event.event_image ? (
          <img
            src={event.event_image}
            alt=""
            loading="lazy"
            className="size-full object-cover"
            width={88}
            height={88}
          />
        ) : null}
      </div>
      <div className="min-w-0 flex-1">
        <h3 className="text-ink line-clamp-2 text-[0.95rem] leading-snug font-semibold">
          {event.event_title}
        </h3>
        <p className="text-ink-muted mt-1 flex items-center gap-1.5 text-xs">
          <CalendarIcon className="size-3.5" />
          {formatShortDate(event.starts_at)} · {formatTime(event.starts_at)}
        </p>
        <p className="text-ink-muted mt-0.5 flex items-center gap-1.5 truncate text-xs">
          {event.online ? <GlobeIcon className="size-3.5" /> : <PinIcon className="size-3.5" />}
          <span className="truncate">{eventPlaceLabel(event)}</span>
        </p>
        <p className="mt-1.5">
          <span
            className={`${price === 'Gratis' ? 'bg-success-soft text-success' : 'bg-brand-50 text-brand-800'} rounded-full px-2 py-0.5 text-xs font-semibold`}
          >
            {price}
          </span>
        </p>
      </div>
    </Link>
  );
}
