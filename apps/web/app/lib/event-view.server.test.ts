import type { Certificate, EventDetail } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { toCertificateView, toEventCardView, toEventDetailView } from './event-view.server';

/** Unix seconds of a WIB wall-clock time (UTC+7). */
const wib = (y: number, m: number, d: number, h: number, min = 0) =>
  Date.UTC(y, m - 1, d, h - 7, min) / 1000;

const event: EventDetail = {
  id: 4,
  event_slug: 'pelatihan-relawan',
  event_title: 'Pelatihan Relawan',
  event_summary: 'Pelatihan sehari.',
  event_image: null,
  event_image_width: null,
  event_image_height: null,
  starts_at: wib(2026, 12, 18, 8),
  ends_at: wib(2026, 12, 18, 16),
  place: 'Aula SBC Chapter Surabaya',
  online: false,
  city: 'Surabaya',
  price_member: 50_000,
  price_non_member: 100_000,
  seats: 40,
  seats_left: 5,
  registration_open: true,
  chapter_name: 'SBC Chapter Surabaya',
  description: '<p>Program</p>',
  address: 'Jl. Raya Gubeng No. 56',
  map_url: 'https://maps.example/x',
  speakers: [{ name: 'dr. Rina Kusuma', title: 'Relawan senior' }],
  updated_at: wib(2026, 11, 1, 9),
};

describe('toEventCardView', () => {
  it('formats one day with its hours in WIB', () => {
    const card = toEventCardView(event, wib(2026, 11, 22, 10));
    expect(card).toMatchObject({
      dateLabel: 'Jumat, 18 Desember 2026',
      timeLabel: '08.00–16.00 WIB',
      isoStart: '2026-12-18T08:00:00+07:00',
      placeLabel: 'Aula SBC Chapter Surabaya',
      city: 'Surabaya',
      priceLabel: 'Anggota Rp 50.000 · Umum Rp 100.000',
      seatsLabel: 'Sisa 5 kursi',
      isFull: false,
      phase: 'upcoming',
    });
  });

  it('shows a range of days with the start time, and no city online', () => {
    const card = toEventCardView(
      { ...event, online: true, ends_at: wib(2026, 12, 20, 12) },
      wib(2026, 12, 19, 10),
    );
    expect(card).toMatchObject({
      dateLabel: '18–20 Desember 2026',
      timeLabel: 'Mulai 08.00 WIB',
      placeLabel: 'Daring',
      city: null,
      phase: 'ongoing',
    });
  });
});

describe('toEventDetailView', () => {
  it('keeps the description and what the registration block needs', () => {
    const view = toEventDetailView(event, wib(2027, 1, 1, 0));
    expect(view).toMatchObject({
      phase: 'past',
      descriptionHtml: '<p>Program</p>',
      speakers: [{ name: 'dr. Rina Kusuma', title: 'Relawan senior' }],
      dateRangeLabel: '18 Desember 2026, 08.00–16.00 WIB',
      isoEnd: '2026-12-18T16:00:00+07:00',
      startsAtMs: event.starts_at * 1000,
      mapUrl: 'https://maps.example/x',
      isPaidForVisitors: true,
    });
  });
});

describe('toCertificateView', () => {
  const cert: Certificate = {
    code: 'abcdefghijkl',
    number: 'SBC-2026-008-00031-XNUP',
    holder_name: 'Siti Rahmawati',
    event_title: 'Bakti Sosial',
    event_date: wib(2026, 10, 19, 7),
    event_end_date: wib(2026, 10, 19, 12),
    issuer: 'Pengurus Nasional Komunitas SBC',
    issued_at: wib(2026, 11, 23, 9),
    status: 'revoked',
    revoke_reason: 'Data kehadiran keliru',
    verify_url: 'http://web/ecert/v1/abcdefghijkl',
    pdf_url: 'http://api/pdf?code=abcdefghijkl',
  };

  it('formats the dates and reads the status', () => {
    expect(toCertificateView(cert)).toMatchObject({
      eventDateLabel: '19 Oktober 2026',
      issuedLabel: '23 November 2026',
      isValid: false,
      revokeReason: 'Data kehadiran keliru',
    });
  });

  it('names every day of an event that lasts more than one', () => {
    const twoDays = {
      ...cert,
      event_date: wib(2026, 11, 23, 7),
      event_end_date: wib(2026, 11, 24, 16),
    };
    expect(toCertificateView(twoDays).eventDateLabel).toBe('23–24 November 2026');
  });
});
