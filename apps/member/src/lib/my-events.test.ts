import { describe, expect, it } from 'vitest';
import { eventPlace, registrationStatus, splitEvents } from './my-events';
import { type MyEvent } from './report-types';

const myEvent = (
  id: number,
  startsAt: number,
  hours = 2,
  status: MyEvent['registration']['status'] = 'registered',
): MyEvent =>
  ({
    registration: { registration_id: id, event_id: id, code: `KODE${id}`, status },
    event: { id, starts_at: startsAt, ends_at: startsAt + hours * 3600 },
    present: false,
    certificate_code: null,
  }) as unknown as MyEvent;

describe('splitEvents', () => {
  const now = 1_000_000;
  const events = [
    myEvent(1, now - 90_000),
    myEvent(2, now + 50_000),
    myEvent(3, now - 3_600),
    myEvent(4, now + 10_000),
    myEvent(5, now - 500_000),
  ];

  it('puts an event under way apart, as the site labels it "Sedang berlangsung"', () => {
    expect(splitEvents(events, now).ongoing.map((e) => e.event.id)).toEqual([3]);
  });

  it('lists events not yet started soonest first', () => {
    expect(splitEvents(events, now).upcoming.map((e) => e.event.id)).toEqual([4, 2]);
  });

  it('counts an event under way from its first second to its last', () => {
    const [justStarted, lastSecond, notYet] = [
      myEvent(6, now),
      myEvent(7, now - 7_200),
      myEvent(8, now + 1),
    ];
    const split = splitEvents([justStarted, lastSecond, notYet], now);
    expect(split.ongoing.map((e) => e.event.id)).toEqual([7, 6]);
    expect(split.upcoming.map((e) => e.event.id)).toEqual([8]);
    expect(split.past).toEqual([]);
  });

  it('lists ended events latest first', () => {
    expect(splitEvents(events, now).past.map((e) => e.event.id)).toEqual([1, 5]);
  });

  it('keeps cancelled registrations of events not yet over out of those the member attends', () => {
    const split = splitEvents(
      [
        myEvent(10, now + 90_000, 2, 'cancelled'),
        myEvent(11, now + 20_000),
        myEvent(12, now - 3_600, 2, 'cancelled'),
        myEvent(13, now + 40_000, 2, 'cancelled'),
        myEvent(14, now - 500_000, 2, 'cancelled'),
        myEvent(15, now + 30_000, 2, 'pending_payment'),
      ],
      now,
    );
    expect(split.upcoming.map((e) => e.event.id)).toEqual([11, 15]);
    expect(split.ongoing).toEqual([]);
    expect(split.cancelled.map((e) => e.event.id)).toEqual([12, 13, 10]);
    // Over and done: it stays in the member's history with its status.
    expect(split.past.map((e) => e.event.id)).toEqual([14]);
  });
});

describe('registrationStatus', () => {
  it.each([
    ['registered', 'Terdaftar'],
    ['pending_payment', 'Menunggu pembayaran'],
    ['cancelled', 'Dibatalkan'],
  ] as const)('labels %s as %s', (status, label) => {
    expect(registrationStatus(status).label).toBe(label);
  });
});

describe('eventPlace', () => {
  it.each([
    [{ online: true, place: 'Zoom', city: null }, 'Daring'],
    [{ online: false, place: 'Aula SBC', city: 'Yogyakarta' }, 'Aula SBC, Yogyakarta'],
    [
      { online: false, place: 'Aula SBC Chapter Yogyakarta', city: 'Yogyakarta' },
      'Aula SBC Chapter Yogyakarta',
    ],
    [{ online: false, place: null, city: 'Bandung' }, 'Bandung'],
    [{ online: false, place: ' ', city: null }, 'Tempat menyusul'],
  ])('reads %o as %s', (event, expected) => {
    expect(eventPlace(event)).toBe(expected);
  });
});
