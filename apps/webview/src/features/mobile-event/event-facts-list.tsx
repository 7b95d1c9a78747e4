import { type EventDetail } from '@sbc/contract';
import { type ReactNode } from 'react';
import { CalendarIcon, GlobeIcon, PinIcon, SeatIcon, TicketIcon } from '../../components/icons';
import { eventPlaceLabel, eventWhenLabel, priceText, seatsLeftLabel } from '../../lib/event-facts';

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 py-3">
      <span className="bg-brand-50 text-brand-800 flex size-10 shrink-0 items-center justify-center rounded-xl">
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-ink-subtle text-xs font-medium">{title}</dt>
        <dd className="text-ink text-sm font-semibold">{children}</dd>
      </div>
    </div>
  );
}

/** Date and time (WIB), place or Daring, price for members and others, seats left. */
export function EventFactsList({ event }: { event: EventDetail }) {
  const when = eventWhenLabel(event.starts_at, event.ends_at);
  const seats = seatsLeftLabel(event);
  const samePrice = event.price_member === event.price_non_member;
  return (
    <dl className="divide-line divide-y">
      <Fact icon={<CalendarIcon />} title="Waktu">
        {when.day}
        <span className="text-ink-muted block font-normal">{when.time}</span>
      </Fact>
      <Fact icon={event.online ? <GlobeIcon /> : <PinIcon />} title="Tempat">
        {eventPlaceLabel(event)}
        {event.address ? (
          <span className="text-ink-muted block font-normal">{event.address}</span>
        ) : null}
        {event.map_url ? (
          <a
            href={event.map_url}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline"
          >
            Buka peta
          </a>
        ) : null}
      </Fact>
      <Fact icon={<TicketIcon />} title="Biaya">
        {samePrice ? (
          priceText(event.price_member)
        ) : (
          <>
            Anggota: {priceText(event.price_member)}
            <span className="text-ink-muted block font-normal">
              Umum: {priceText(event.price_non_member)}
            </span>
          </>
        )}
      </Fact>
      {seats ? (
        <Fact icon={<SeatIcon />} title="Kuota">
          {seats}
          {event.seats ? (
            <span className="text-ink-muted block font-normal">dari {event.seats} kursi</span>
          ) : null}
        </Fact>
      ) : null}
    </dl>
  );
}
