import type { Certificate, EventDetail, EventItem } from '@sbc/contract';
import {
  formatDate,
  formatDateRange,
  formatDaySpan,
  formatDayDate,
  formatTime,
  toIsoWib,
} from '@sbc/format/date';
import {
  eventPhase,
  eventPlaceLabel,
  eventPriceLabel,
  eventSeatsLabel,
  isEventFull,
} from './event-labels';
import type { CertificateView, EventCardView, EventDetailView } from './event-types';

/** "19.30" of "19.30 WIB". */
const clock = (seconds: number) => formatTime(seconds).replace(/\s*WIB$/, '');

/** Day and time labels in WIB: one day with its hours, or a range of days with the start time. */
function whenLabels(startsAt: number, endsAt: number): { dateLabel: string; timeLabel: string } {
  if (formatDate(startsAt) === formatDate(endsAt)) {
    return {
      dateLabel: formatDayDate(startsAt),
      timeLabel: `${clock(startsAt)}–${clock(endsAt)} WIB`,
    };
  }
  return {
    dateLabel: formatDateRange(startsAt, endsAt),
    timeLabel: `Mulai ${formatTime(startsAt)}`,
  };
}

/**
 * An event of the API as a card: every label formatted here, on the server, so the date
 * library never reaches the browser. `nowSeconds` decides whether it is past.
 */
export function toEventCardView(event: EventItem, nowSeconds: number): EventCardView {
  return {
    id: event.id,
    slug: event.event_slug,
    title: event.event_title,
    summary: event.event_summary,
    image: event.event_image,
    ...whenLabels(event.starts_at, event.ends_at),
    isoStart: toIsoWib(event.starts_at),
    placeLabel: eventPlaceLabel(event),
    city: event.online ? null : event.city,
    priceLabel: eventPriceLabel(event),
    seatsLabel: eventSeatsLabel(event),
    isFull: isEventFull(event),
    phase: eventPhase(event, nowSeconds),
    chapterName: event.chapter_name,
  };
}

/** The whole event for its page. */
export function toEventDetailView(event: EventDetail, nowSeconds: number): EventDetailView {
  return {
    ...toEventCardView(event, nowSeconds),
    descriptionHtml: event.description,
    speakers: event.speakers,
    dateRangeLabel: formatDateRange(event.starts_at, event.ends_at),
    isoEnd: toIsoWib(event.ends_at),
    isOnline: event.online,
    address: event.online ? null : event.address,
    mapUrl: event.online ? null : event.map_url,
    startsAtMs: event.starts_at * 1000,
    registrationOpen: event.registration_open,
    isPaidForVisitors: event.price_non_member > 0,
  };
}

/** A certificate for its page, dates in WIB. */
export function toCertificateView(cert: Certificate): CertificateView {
  return {
    code: cert.code,
    number: cert.number,
    holderName: cert.holder_name,
    eventTitle: cert.event_title,
    eventDateLabel: formatDaySpan(cert.event_date, cert.event_end_date),
    issuer: cert.issuer,
    issuedLabel: formatDate(cert.issued_at),
    isValid: cert.status === 'valid',
    revokeReason: cert.revoke_reason,
    verifyUrl: cert.verify_url,
    pdfUrl: cert.pdf_url,
  };
}
