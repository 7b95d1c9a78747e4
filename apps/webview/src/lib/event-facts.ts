import { type EventItem } from '@sbc/contract';
import { formatDate, formatDateTime, formatDayDate, formatTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';

type Priced = Pick<EventItem, 'price_member' | 'price_non_member'>;

/** `Gratis` or the rupiah amount (0 means free). */
export function priceText(amount: number): string {
  return amount > 0 ? formatRupiah(amount) : 'Gratis';
}

/**
 * The price a card shows: the member price for a member whose membership is active, otherwise the
 * general one; free when it is 0.
 */
export function eventPriceLabel(event: Priced, memberPrice: boolean): string {
  return priceText(memberPrice ? event.price_member : event.price_non_member);
}

/** Where the event happens: `Daring` for an online event, else the place and city. */
export function eventPlaceLabel(event: Pick<EventItem, 'online' | 'place' | 'city'>): string {
  if (event.online) return 'Daring';
  const parts = [event.place, event.city].filter((part): part is string => Boolean(part?.trim()));
  return parts.length > 0 ? parts.join(', ') : 'Lokasi menyusul';
}

/** Seats left (`Sisa 5 kursi`, `Kuota penuh`), or null when the event has no seat limit. */
export function seatsLeftLabel(event: Pick<EventItem, 'seats' | 'seats_left'>): string | null {
  if (event.seats === null || event.seats_left === null) return null;
  return event.seats_left > 0 ? `Sisa ${event.seats_left} kursi` : 'Kuota penuh';
}

/**
 * When the event happens, in WIB: the day (`Sabtu, 28 November 2026`) and the hours
 * (`19.30–21.00 WIB`), or for an event over several days the hours and the end.
 */
export function eventWhenLabel(startsAt: number, endsAt: number): { day: string; time: string } {
  const day = formatDayDate(startsAt);
  if (formatDate(startsAt) === formatDate(endsAt)) {
    const start = formatTime(startsAt).replace(/\s*WIB$/, '');
    return { day, time: `${start}–${formatTime(endsAt)}` };
  }
  return { day, time: `${formatTime(startsAt)} sampai ${formatDateTime(endsAt)}` };
}
