import type { EventItem } from '@sbc/contract';
import { formatNumberId, formatRupiah } from '@sbc/format/rupiah';

/** Which events a list shows, as the API names it. */
export type EventWhen = 'upcoming' | 'past' | 'all';

/** Where an event stands in time. */
export type EventPhase = 'upcoming' | 'ongoing' | 'past';

/** The filter tabs of `/event` (`?waktu=`); "Semua" (upcoming first, then past) is the default. */
export const EVENT_TABS = [
  { param: 'akan-datang', when: 'upcoming', label: 'Akan Datang' },
  { param: 'selesai', when: 'past', label: 'Selesai' },
  { param: 'semua', when: 'all', label: 'Semua' },
] as const satisfies readonly { param: string; when: EventWhen; label: string }[];

/** Longest search text sent to the API (its own limit). */
const QUERY_MAX = 100;

/** The list filter of `?waktu=`: an unknown or missing value means every event. */
export function readEventWhen(searchParams: URLSearchParams): EventWhen {
  const param = searchParams.get('waktu');
  return EVENT_TABS.find((tab) => tab.param === param)?.when ?? 'all';
}

/** The search text of `?q=`, spaces collapsed, cut to what the API accepts; `''` for none. */
export function readEventQuery(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX);
}

/** `Gratis`, or the amount in rupiah. */
export const priceText = (rupiah: number) => (rupiah <= 0 ? 'Gratis' : formatRupiah(rupiah));

/**
 * What an event costs: "Gratis", one price, or both when members pay a different price
 * ("Anggota Rp 50.000 · Umum Rp 100.000").
 */
export function eventPriceLabel(
  event: Pick<EventItem, 'price_member' | 'price_non_member'>,
): string {
  if (event.price_member === event.price_non_member) return priceText(event.price_non_member);
  return `Anggota ${priceText(event.price_member)} · Umum ${priceText(event.price_non_member)}`;
}

/**
 * Seats left: "Sisa 12 kursi", "Kursi penuh", or "Tanpa batas kursi" when the event has no limit;
 * "Pendaftaran ditutup" once the committee closed registration (seats may be left, nobody can take them).
 */
export function eventSeatsLabel(
  event: Pick<EventItem, 'seats' | 'seats_left' | 'registration_open'>,
): string {
  if (!event.registration_open) return 'Pendaftaran ditutup';
  if (event.seats === null || event.seats_left === null) return 'Tanpa batas kursi';
  if (event.seats_left <= 0) return 'Kursi penuh';
  return `Sisa ${event.seats_left} kursi`;
}

/** Whether every seat is taken (an event without a limit never is). */
export function isEventFull(event: Pick<EventItem, 'seats' | 'seats_left'>): boolean {
  return event.seats !== null && event.seats_left !== null && event.seats_left <= 0;
}

/** The place an event card shows: "Daring" online, else the venue's name. */
export function eventPlaceLabel(event: Pick<EventItem, 'online' | 'place'>): string {
  if (event.online) return 'Daring';
  return event.place?.trim() || 'Lokasi diumumkan kemudian';
}

/** Before the start, between start and end, or after the end (`nowSeconds` in Unix seconds). */
export function eventPhase(
  event: Pick<EventItem, 'starts_at' | 'ends_at'>,
  nowSeconds: number,
): EventPhase {
  if (nowSeconds < event.starts_at) return 'upcoming';
  return nowSeconds <= event.ends_at ? 'ongoing' : 'past';
}

/**
 * How many people opened the visitor's share link; `null` when the visitor has no visitor id yet
 * (their link is anonymous until they accept the cookie notice).
 */
export function shareVisitsLabel(visits: number | null): string {
  if (visits === null)
    return 'Tekan OK pada pemberitahuan cookie agar tautan Anda tetap sama dan Anda dapat melihat berapa orang yang membukanya.';
  if (visits <= 0) return 'Belum ada yang membuka tautan Anda.';
  return `Tautan Anda sudah dibuka ${formatNumberId(visits)} orang.`;
}
