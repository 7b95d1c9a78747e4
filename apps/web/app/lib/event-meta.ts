import type { EventDetail } from '@sbc/contract';
import type { MetaDescriptor } from 'react-router';
import { breadcrumbJsonLd } from './seo-jsonld';
import { imageSizeOf, pageMeta, trailMeta } from './seo-meta';

const SCHEMA = 'https://schema.org';

/** What the Event JSON-LD is built from: the API's event, its page and its times with +07:00. */
export interface EventJsonLdInput {
  siteUrl: string;
  url: string;
  event: Pick<
    EventDetail,
    | 'event_title'
    | 'event_summary'
    | 'event_image'
    | 'event_image_width'
    | 'event_image_height'
    | 'online'
    | 'place'
    | 'address'
    | 'city'
    | 'price_member'
    | 'price_non_member'
    | 'seats'
    | 'seats_left'
    | 'registration_open'
  >;
  startIso: string;
  endIso: string;
  isPast: boolean;
}

/** schema.org availability of the event's tickets. */
function availability({ event, isPast }: Pick<EventJsonLdInput, 'event' | 'isPast'>): string {
  if (event.seats !== null && event.seats_left !== null && event.seats_left <= 0)
    return `${SCHEMA}/SoldOut`;
  if (isPast || !event.registration_open) return `${SCHEMA}/Discontinued`;
  return `${SCHEMA}/InStock`;
}

/**
 * schema.org Event: online (VirtualLocation) or at a Place, organised by SBC, priced in IDR: one
 * offer per price (the public's, and the members' when it differs, e.g. free for members).
 */
export function eventJsonLd(input: EventJsonLdInput) {
  const { event, url, siteUrl } = input;
  const location = event.online
    ? { '@type': 'VirtualLocation', url }
    : {
        '@type': 'Place',
        name: event.place ?? event.city ?? 'SBC',
        address: {
          '@type': 'PostalAddress',
          ...(event.address ? { streetAddress: event.address } : {}),
          ...(event.city ? { addressLocality: event.city } : {}),
          addressCountry: 'ID',
        },
      };
  return {
    '@context': SCHEMA,
    '@type': 'Event',
    name: event.event_title,
    description: event.event_summary,
    url,
    ...(event.event_image ? { image: [event.event_image] } : {}),
    startDate: input.startIso,
    endDate: input.endIso,
    eventStatus: `${SCHEMA}/EventScheduled`,
    eventAttendanceMode: `${SCHEMA}/${event.online ? 'Online' : 'Offline'}EventAttendanceMode`,
    location,
    organizer: { '@type': 'Organization', name: 'SBC', url: `${siteUrl}/` },
    offers: [
      { name: 'Umum', price: event.price_non_member },
      ...(event.price_member === event.price_non_member
        ? []
        : [{ name: 'Anggota SBC', price: event.price_member }]),
    ].map((offer) => ({
      '@type': 'Offer',
      ...offer,
      url,
      priceCurrency: 'IDR',
      availability: availability(input),
    })),
    inLanguage: 'id-ID',
  };
}

/** Title, description, canonical, OpenGraph with the cover, Event and BreadcrumbList JSON-LD. */
export function eventPageMeta(input: EventJsonLdInput): MetaDescriptor[] {
  const { event, url, siteUrl } = input;
  return [
    ...pageMeta({
      title: `${event.event_title} | Event SBC`,
      description: event.event_summary || event.event_title,
      url,
      image: event.event_image,
      imageSize: imageSizeOf(event.event_image_width, event.event_image_height),
    }),
    { 'script:ld+json': eventJsonLd(input) },
    {
      'script:ld+json': breadcrumbJsonLd([
        { name: 'Beranda', url: `${siteUrl}/` },
        { name: 'Event', url: `${siteUrl}/event` },
        { name: event.event_title, url },
      ]),
    },
  ];
}

/** Meta of `/event`: page 1 of the default list is the canonical; filtered or searched lists are not indexed. */
export function eventListMeta(input: {
  siteUrl: string;
  page: number;
  totalPages: number;
  isFiltered: boolean;
}): MetaDescriptor[] {
  const at = (page: number) => `${input.siteUrl}/event${page > 1 ? `?page=${page}` : ''}`;
  const plain = !input.isFiltered;
  return [
    ...pageMeta({
      title: input.page > 1 ? `Event – Halaman ${input.page} | SBC` : 'Event | SBC',
      description:
        'Agenda Komunitas SBC: kajian, seminar kesehatan, pelatihan relawan, dan kegiatan chapter di seluruh Indonesia, daring maupun tatap muka.',
      url: plain ? at(input.page) : at(1),
      noindex: input.isFiltered,
      prev: plain && input.page > 1 ? at(input.page - 1) : undefined,
      next: plain && input.page < input.totalPages ? at(input.page + 1) : undefined,
    }),
    trailMeta(input.siteUrl, [{ name: 'Event', path: '/event' }]),
  ];
}
