import { registrationCodeHint } from '@sbc/format/event-registration';
import { type MyEvent } from './report-types';

/** The colour of a status badge. */
export type BadgeTone = 'brand' | 'success' | 'warning' | 'danger' | 'neutral';

/** A label and its badge colour. */
export interface StatusView {
  label: string;
  tone: BadgeTone;
}

/** The member's registrations split into those under way, those still to come and those over. */
export interface SplitEvents {
  /** Started and not yet ended ("Sedang berlangsung", as the site says), soonest end first. */
  ongoing: MyEvent[];
  /** Not yet started, soonest first. */
  upcoming: MyEvent[];
  /**
   * Cancelled registrations of events not yet over, soonest first: kept in sight so the member
   * sees what became of them, but apart, since the member will not attend them.
   */
  cancelled: MyEvent[];
  /** Ended, latest first, cancelled ones too (the member's history, with their status). */
  past: MyEvent[];
}

/**
 * Splits registrations at `now` the way the site labels events: before the start, between start
 * and end (an event under way stays in reach, so the member finds its code while it runs), or
 * after the end. A cancelled registration of an event not yet over is neither under way nor to
 * come for the member: it goes to `cancelled`.
 *
 * @param events the member's registrations, in any order
 * @param now Unix seconds
 */
export function splitEvents(events: readonly MyEvent[], now: number): SplitEvents {
  const isOver = (e: MyEvent) => e.event.ends_at < now;
  const isCancelled = (e: MyEvent) => e.registration.status === 'cancelled';
  const attending = events.filter((e) => !isCancelled(e));
  const ongoing = attending
    .filter((e) => e.event.starts_at <= now && !isOver(e))
    .sort((a, b) => a.event.ends_at - b.event.ends_at);
  const upcoming = attending
    .filter((e) => e.event.starts_at > now)
    .sort((a, b) => a.event.starts_at - b.event.starts_at);
  const cancelled = events
    .filter((e) => isCancelled(e) && !isOver(e))
    .sort((a, b) => a.event.starts_at - b.event.starts_at);
  const past = events.filter(isOver).sort((a, b) => b.event.starts_at - a.event.starts_at);
  return { ongoing, upcoming, cancelled, past };
}

const REGISTRATION_STATUS: Record<MyEvent['registration']['status'], StatusView> = {
  registered: { label: 'Terdaftar', tone: 'brand' },
  pending_payment: { label: 'Menunggu pembayaran', tone: 'warning' },
  cancelled: { label: 'Dibatalkan', tone: 'danger' },
};

/** The Indonesian label and colour of a registration's status. */
export function registrationStatus(status: MyEvent['registration']['status']): StatusView {
  return REGISTRATION_STATUS[status];
}

/**
 * Whether the registration's QR code is offered for the door: a confirmed registration (paid
 * when the event has a price) of an event not yet over. Pending, cancelled and past ones have
 * nothing to scan.
 */
export function isDoorPassShown(item: Pick<MyEvent, 'registration'>, isPast: boolean): boolean {
  return item.registration.status === 'registered' && !isPast;
}

/**
 * What the member does with the QR code at the event, in the public event page's words: an online
 * event has no door, so the code is said when the organisers ask for it.
 */
export function doorPassHint(event: Pick<MyEvent['event'], 'online'>): string {
  return registrationCodeHint(event.online);
}

/** Where an event takes place: `Daring`, or the place and city. */
export function eventPlace(event: Pick<MyEvent['event'], 'online' | 'place' | 'city'>): string {
  if (event.online) return 'Daring';
  const parts = [event.place, event.city].filter((p): p is string => Boolean(p?.trim()));
  if (parts.length === 2 && parts[0]?.includes(parts[1] ?? '')) return parts[0] ?? '';
  return parts.join(', ') || 'Tempat menyusul';
}
