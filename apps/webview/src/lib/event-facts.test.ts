import { describe, expect, it } from 'vitest';
import {
  eventPlaceLabel,
  eventPriceLabel,
  eventWhenLabel,
  priceText,
  seatsLeftLabel,
} from './event-facts';

describe('event facts', () => {
  it('prices: free, or rupiah with dot thousands', () => {
    expect(priceText(0)).toBe('Gratis');
    expect(priceText(150000)).toBe('Rp 150.000');
    const event = { price_member: 50000, price_non_member: 100000 };
    expect(eventPriceLabel(event, true)).toBe('Rp 50.000');
    expect(eventPriceLabel(event, false)).toBe('Rp 100.000');
    expect(eventPriceLabel({ price_member: 0, price_non_member: 35000 }, true)).toBe('Gratis');
  });

  it.each([
    [{ online: true, place: 'Aula', city: 'Bandung' }, 'Daring'],
    [{ online: false, place: 'Aula SBC', city: 'Bandung' }, 'Aula SBC, Bandung'],
    [{ online: false, place: 'Aula SBC', city: null }, 'Aula SBC'],
    [{ online: false, place: null, city: ' ' }, 'Lokasi menyusul'],
  ])('place %o is %s', (event, label) => {
    expect(eventPlaceLabel(event)).toBe(label);
  });

  it('seats left, full, or no limit', () => {
    expect(seatsLeftLabel({ seats: 150, seats_left: 129 })).toBe('Sisa 129 kursi');
    expect(seatsLeftLabel({ seats: 5, seats_left: 0 })).toBe('Kuota penuh');
    expect(seatsLeftLabel({ seats: null, seats_left: null })).toBeNull();
  });
});

describe('eventWhenLabel', () => {
  // 2026-11-28 19:30 WIB is 12:30 UTC.
  const start = Date.UTC(2026, 10, 28, 12, 30) / 1000;

  it('one day: the day, then the hours in WIB', () => {
    expect(eventWhenLabel(start, start + 90 * 60)).toEqual({
      day: 'Sabtu, 28 November 2026',
      time: '19.30–21.00 WIB',
    });
  });

  it('several days: the start time and the end', () => {
    expect(eventWhenLabel(start, start + 2 * 86_400)).toEqual({
      day: 'Sabtu, 28 November 2026',
      time: '19.30 WIB sampai 30 November 2026, 19.30 WIB',
    });
  });
});
