import { describe, expect, it } from 'vitest';
import { eventJsonLd, type EventJsonLdInput, eventListMeta, eventPageMeta } from './event-meta';

const base: EventJsonLdInput = {
  siteUrl: 'https://sbc.test',
  url: 'https://sbc.test/event/donor-darah',
  event: {
    event_title: 'Donor Darah',
    event_summary: 'Donor darah bersama.',
    event_image: 'https://cdn.sbc.test/donor.webp',
    event_image_width: 1600,
    event_image_height: 900,
    online: false,
    place: 'Aula SBC',
    address: 'Jl. Cikutra No. 127',
    city: 'Bandung',
    price_member: 0,
    price_non_member: 0,
    seats: 150,
    seats_left: 20,
    registration_open: true,
  },
  startIso: '2026-12-05T08:00:00+07:00',
  endIso: '2026-12-05T12:00:00+07:00',
  isPast: false,
};

describe('eventJsonLd', () => {
  it('describes an offline event at a Place, organised by SBC, priced in IDR', () => {
    const ld = eventJsonLd(base);
    expect(ld).toMatchObject({
      '@type': 'Event',
      name: 'Donor Darah',
      startDate: '2026-12-05T08:00:00+07:00',
      endDate: '2026-12-05T12:00:00+07:00',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: 'Aula SBC',
        address: {
          streetAddress: 'Jl. Cikutra No. 127',
          addressLocality: 'Bandung',
          addressCountry: 'ID',
        },
      },
      organizer: { '@type': 'Organization', name: 'SBC' },
      offers: [
        {
          name: 'Umum',
          price: 0,
          priceCurrency: 'IDR',
          availability: 'https://schema.org/InStock',
        },
      ],
      image: ['https://cdn.sbc.test/donor.webp'],
    });
  });

  it('puts an online event at a VirtualLocation', () => {
    const ld = eventJsonLd({ ...base, event: { ...base.event, online: true } });
    expect(ld.eventAttendanceMode).toBe('https://schema.org/OnlineEventAttendanceMode');
    expect(ld.location).toEqual({ '@type': 'VirtualLocation', url: base.url });
  });

  it.each([
    [{ seats_left: 0 }, false, 'SoldOut'],
    [{ registration_open: false }, false, 'Discontinued'],
    [{}, true, 'Discontinued'],
    [{ seats: null, seats_left: null }, false, 'InStock'],
  ])('availability of %j (past %s) is %s', (change, isPast, expected) => {
    const ld = eventJsonLd({ ...base, isPast, event: { ...base.event, ...change } });
    expect(ld.offers[0]?.availability).toBe(`https://schema.org/${expected}`);
  });

  it("offers the members' price beside the public's when they differ", () => {
    const ld = eventJsonLd({
      ...base,
      event: { ...base.event, price_member: 0, price_non_member: 35_000 },
    });
    expect(ld.offers).toEqual([
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Umum',
        price: 35_000,
        priceCurrency: 'IDR',
      }),
      expect.objectContaining({
        '@type': 'Offer',
        name: 'Anggota SBC',
        price: 0,
        priceCurrency: 'IDR',
      }),
    ]);
  });
});

describe('eventPageMeta', () => {
  it('has the title, canonical, cover image and both JSON-LD blocks', () => {
    const meta = eventPageMeta(base);
    expect(meta).toContainEqual({ title: 'Donor Darah | Event SBC' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: base.url });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.sbc.test/donor.webp',
    });
    // The cover's size as the API recorded it, and its type.
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1600' });
    expect(meta).toContainEqual({ property: 'og:image:height', content: '900' });
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/webp' });
    const types = meta.flatMap((m) =>
      'script:ld+json' in m ? [(m['script:ld+json'] as { '@type': string })['@type']] : [],
    );
    expect(types).toEqual(['Event', 'BreadcrumbList']);
  });

  it('leaves the size out when the API has none for the cover (stored before sizes were)', () => {
    const meta = eventPageMeta({
      ...base,
      event: { ...base.event, event_image_width: null, event_image_height: null },
    });
    const names = meta.flatMap((m) => ('property' in m ? [m.property] : []));
    expect(names).not.toContain('og:image:width');
    expect(names).not.toContain('og:image:height');
    expect(meta).toContainEqual({ property: 'og:image:type', content: 'image/webp' });
  });
});

describe('eventListMeta', () => {
  it('links neighbouring pages of the plain list', () => {
    const meta = eventListMeta({
      siteUrl: 'https://sbc.test',
      page: 2,
      totalPages: 3,
      isFiltered: false,
    });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://sbc.test/event?page=2',
    });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'prev', href: 'https://sbc.test/event' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'next',
      href: 'https://sbc.test/event?page=3',
    });
  });

  it('keeps filtered lists out of the index, canonical to the list', () => {
    const meta = eventListMeta({
      siteUrl: 'https://sbc.test',
      page: 1,
      totalPages: 1,
      isFiltered: true,
    });
    expect(meta).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://sbc.test/event',
    });
  });
});
