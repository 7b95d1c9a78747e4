import { describe, expect, it } from 'vitest';
import { seedEventStart } from './content';
import { events } from './content/events';
import { type SeedEvent } from './content/types';

function find(test: (e: SeedEvent) => boolean): SeedEvent {
  const event = events.find(test);
  if (!event) throw new Error('no such demo event');
  return event;
}

describe('demo event dates', () => {
  const underway = find((e) => e.underway === true);

  it('seeds one event that is under way whatever the hour the demo starts', () => {
    expect(underway.slug).toBe('pekan-sehat-sbc-bandung');
    // Every hour of a WIB day, from 00.00 (17.00 UTC the day before) on.
    for (let hour = 0; hour < 24; hour++) {
      const now = Date.parse('2026-11-23T17:00:00Z') + hour * 3_600_000;
      const start = seedEventStart(underway, now).getTime();
      const end = start + underway.durationHours * 3_600_000;
      expect(start, `at ${hour}.00 WIB`).toBeLessThanOrEqual(now);
      expect(end, `at ${hour}.00 WIB`).toBeGreaterThan(now);
    }
  });

  it('starts at 08.00 WIB: today after that hour, yesterday before it', () => {
    const event = underway;
    // 03.00 WIB on 24 November: began 08.00 WIB on the 23rd.
    expect(seedEventStart(event, Date.parse('2026-11-23T20:00:00Z')).toISOString()).toBe('2026-11-23T01:00:00.000Z');
    // 12.00 WIB on 24 November: began 08.00 WIB that day.
    expect(seedEventStart(event, Date.parse('2026-11-24T05:00:00Z')).toISOString()).toBe('2026-11-24T01:00:00.000Z');
  });

  it('leaves the other events on their planned day', () => {
    const later = find((e) => !e.underway && e.startsInDays > 0);
    const now = Date.parse('2026-11-23T20:00:00Z');
    expect(seedEventStart(later, now).getTime()).toBeGreaterThan(now);
  });
});
