/** An event as a calendar entry. Times are Unix seconds. */
export interface IcsEvent {
  uid: string;
  title: string;
  description: string;
  location: string;
  url: string;
  startsAt: number;
  endsAt: number;
}

/** UTC basic format of RFC 5545: 20261122T123000Z. */
function icsTime(seconds: number): string {
  return new Date(seconds * 1000).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** Escapes text values (RFC 5545 section 3.3.11). */
function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/\r?\n/g, '\\n').replace(/[,;]/g, (c) => `\\${c}`);
}

const encoder = new TextEncoder();
const octets = (text: string) => encoder.encode(text).length;

/** Folds lines longer than 75 octets (RFC 5545 section 3.1); works in browsers and Node. */
function fold(line: string): string {
  if (octets(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  for (const ch of line) {
    if (octets(current + ch) > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
    }
    current += ch;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A single-event iCalendar file ("add to calendar"), with CRLF line ends. */
export function eventIcs(event: IcsEvent, now = Math.floor(Date.now() / 1000)): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//SBC//Event//ID',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    `DESCRIPTION:${icsText(event.description)}`,
    `LOCATION:${icsText(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}
