import { describe, expect, it } from 'vitest';
import {
  eventPhase,
  eventPlaceLabel,
  eventPriceLabel,
  eventSeatsLabel,
  isEventFull,
  readEventQuery,
  readEventWhen,
  shareVisitsLabel,
} from './event-labels';

describe('readEventWhen', () => {
  it.each([
    ['', 'all'],
    ['waktu=akan-datang', 'upcoming'],
    ['waktu=selesai', 'past'],
    ['waktu=semua', 'all'],
    ['waktu=kemarin', 'all'],
  ])('?%s -> %s', (search, expected) => {
    expect(readEventWhen(new URLSearchParams(search))).toBe(expected);
  });
});

describe('readEventQuery', () => {
  it('collapses spaces and trims', () => {
    expect(readEventQuery(new URLSearchParams('q=%20donor%20%20%20darah%20'))).toBe('donor darah');
  });
  it('is empty without q and cut at 100 characters', () => {
    expect(readEventQuery(new URLSearchParams(''))).toBe('');
    expect(readEventQuery(new URLSearchParams(`q=${'a'.repeat(150)}`))).toHaveLength(100);
  });
});

describe('eventPriceLabel', () => {
  it.each([
    [0, 0, 'Gratis'],
    [75_000, 75_000, 'Rp 75.000'],
    [50_000, 100_000, 'Anggota Rp 50.000 · Umum Rp 100.000'],
    [0, 35_000, 'Anggota Gratis · Umum Rp 35.000'],
  ])('member %i, visitor %i -> %s', (member, visitor, expected) => {
    expect(eventPriceLabel({ price_member: member, price_non_member: visitor })).toBe(expected);
  });
});

describe('eventSeatsLabel and isEventFull', () => {
  it.each([
    [null, null, 'Tanpa batas kursi', false],
    [40, 12, 'Sisa 12 kursi', false],
    [40, 1, 'Sisa 1 kursi', false],
    [40, 0, 'Kursi penuh', true],
  ])('seats %s, left %s -> %s', (seats, left, label, full) => {
    expect(eventSeatsLabel({ seats, seats_left: left, registration_open: true })).toBe(label);
    expect(isEventFull({ seats, seats_left: left })).toBe(full);
  });

  it('says registration is closed rather than counting seats nobody can take', () => {
    expect(eventSeatsLabel({ seats: 40, seats_left: 12, registration_open: false })).toBe(
      'Pendaftaran ditutup',
    );
    expect(eventSeatsLabel({ seats: null, seats_left: null, registration_open: false })).toBe(
      'Pendaftaran ditutup',
    );
  });
});

describe('eventPlaceLabel', () => {
  it.each([
    [{ online: true, place: 'Zoom' }, 'Daring'],
    [{ online: false, place: 'Aula SBC Chapter Bandung' }, 'Aula SBC Chapter Bandung'],
    [{ online: false, place: '  ' }, 'Lokasi diumumkan kemudian'],
    [{ online: false, place: null }, 'Lokasi diumumkan kemudian'],
  ])('%j -> %s', (event, expected) => {
    expect(eventPlaceLabel(event)).toBe(expected);
  });
});

describe('eventPhase', () => {
  const event = { starts_at: 1000, ends_at: 2000 };
  it.each([
    [999, 'upcoming'],
    [1000, 'ongoing'],
    [2000, 'ongoing'],
    [2001, 'past'],
  ])('at %i -> %s', (now, expected) => {
    expect(eventPhase(event, now)).toBe(expected);
  });
});

describe('shareVisitsLabel', () => {
  it.each([
    [0, 'Belum ada yang membuka tautan Anda.'],
    [1, 'Tautan Anda sudah dibuka 1 orang.'],
    [3, 'Tautan Anda sudah dibuka 3 orang.'],
    [1250, 'Tautan Anda sudah dibuka 1.250 orang.'],
  ])('%i -> %s', (visits, expected) => {
    expect(shareVisitsLabel(visits)).toBe(expected);
  });
  it('asks a visitor without a visitor id to accept the cookie notice', () => {
    expect(shareVisitsLabel(null)).toContain('Tekan OK pada pemberitahuan cookie');
  });
});
