import { describe, expect, it } from 'vitest';
import { eventIcs } from './ics';

describe('eventIcs', () => {
  const ics = eventIcs(
    {
      uid: 'event-7@sbc.or.id',
      title: 'Kajian Akbar; Bersama, Insya Allah',
      description: 'Baris satu\nBaris dua',
      location: 'Masjid Raya, Medan',
      url: 'https://sbc.or.id/event/kajian-akbar',
      startsAt: 1795851000,
      endsAt: 1795858200,
    },
    1795000000,
  );

  it('writes the times in UTC and escapes text', () => {
    expect(ics).toContain('DTSTART:20261128T073000Z');
    expect(ics).toContain('DTEND:20261128T093000Z');
    expect(ics).toContain('SUMMARY:Kajian Akbar\\; Bersama\\, Insya Allah');
    expect(ics).toContain('DESCRIPTION:Baris satu\\nBaris dua');
  });

  it('uses CRLF and folds long lines to 75 octets', () => {
    const long = eventIcs({ uid: 'u', title: 'x'.repeat(200), description: '', location: '', url: 'https://a.id', startsAt: 0, endsAt: 1 });
    const lines = long.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.some((l) => l.startsWith(' x'))).toBe(true);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  });
});
