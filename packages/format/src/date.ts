/**
 * Date helpers (SPEC 9: Unix seconds in Indonesian patterns). Every function
 * takes Unix SECONDS and shows Western Indonesia Time: WIB is a fixed UTC+7
 * without daylight saving, so a fixed offset is exact and needs no tz data.
 * The `id` locale is applied per instance, never globally, so importing this
 * module changes nothing for other dayjs users.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import 'dayjs/locale/id.js';

dayjs.extend(utc);

/** Offset of WIB (UTC+7) in minutes. */
export const WIB_OFFSET_MINUTES = 420;
/** Suffix shown after times. */
export const WIB_LABEL = 'WIB';

const WIB_OFFSET_MS = WIB_OFFSET_MINUTES * 60 * 1000;

/**
 * A moment as WIB wall-clock time held in a Date's UTC fields: for places that know no time
 * zones (a spreadsheet cell, a year or month number in a code).
 */
export function toWibWallClock(date: Date): Date {
  return new Date(date.getTime() + WIB_OFFSET_MS);
}

/** The WIB calendar day of a moment (now by default), `"2026-11-23"`. */
export function wibDay(date: Date = new Date()): string {
  return toWibWallClock(date).toISOString().slice(0, 10);
}

/**
 * Whether presence can be recorded at `now` for an event or lesson starting at `startsAt`: from the
 * WIB day it starts on, and ever after (a paper list recorded later). The API refuses earlier
 * check-ins by this rule and the console disables its buttons by it.
 */
export function isCheckInOpen(startsAt: Date, now: Date = new Date()): boolean {
  return wibDay(startsAt) <= wibDay(now);
}

/** The moment it is `hour:minute` WIB on a WIB calendar day (`"2026-11-23"`). */
export function atWib(day: string, hour: number, minute = 0): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour * 60 + minute) * 60 * 1000 - WIB_OFFSET_MS);
}

const EN_DASH = '–';

function toWib(seconds: number): Dayjs | null {
  if (!Number.isFinite(seconds)) return null;
  return dayjs.unix(seconds).utcOffset(WIB_OFFSET_MINUTES).locale('id');
}

function formatWith(seconds: number, pattern: string): string {
  return toWib(seconds)?.format(pattern) ?? '';
}

/** `"22 November 2026"`; `''` for a non-finite input. */
export function formatDate(seconds: number): string {
  return formatWith(seconds, 'D MMMM YYYY');
}

/** `"22 Nov 2026"` (Indonesian short months: Mei, Agt, Okt, Des). */
export function formatShortDate(seconds: number): string {
  return formatWith(seconds, 'D MMM YYYY');
}

/** `"Minggu, 22 November 2026"`. */
export function formatDayDate(seconds: number): string {
  return formatWith(seconds, 'dddd, D MMMM YYYY');
}

/** `"19.30 WIB"`: Indonesian separates hours and minutes with a dot. */
export function formatTime(seconds: number): string {
  return formatWith(seconds, `HH.mm [${WIB_LABEL}]`);
}

/** `"22 November 2026, 19.30 WIB"`. */
export function formatDateTime(seconds: number): string {
  return formatWith(seconds, `D MMMM YYYY, HH.mm [${WIB_LABEL}]`);
}

/**
 * Formats a span of time, shortest form first:
 * same day `"22 November 2026, 19.30–21.00 WIB"`,
 * same month `"22–23 November 2026"`,
 * same year `"30 November – 2 Desember 2026"`,
 * otherwise `"31 Desember 2026 – 1 Januari 2027"`.
 * Arguments given in the wrong order are swapped.
 *
 * @param startSeconds start, Unix seconds
 * @param endSeconds end, Unix seconds
 */
export function formatDateRange(startSeconds: number, endSeconds: number): string {
  const a = toWib(Math.min(startSeconds, endSeconds));
  const b = toWib(Math.max(startSeconds, endSeconds));
  if (!a || !b) return '';
  if (a.isSame(b, 'day')) {
    return `${a.format('D MMMM YYYY')}, ${a.format('HH.mm')}${EN_DASH}${b.format('HH.mm')} ${WIB_LABEL}`;
  }
  if (a.isSame(b, 'month')) return `${a.format('D')}${EN_DASH}${b.format('D MMMM YYYY')}`;
  if (a.isSame(b, 'year')) return `${a.format('D MMMM')} ${EN_DASH} ${b.format('D MMMM YYYY')}`;
  return `${a.format('D MMMM YYYY')} ${EN_DASH} ${b.format('D MMMM YYYY')}`;
}

/**
 * The days a span covers, without times: `"22 November 2026"` when it starts and ends on one WIB
 * day, otherwise as {@link formatDateRange} (`"22–23 November 2026"`). For certificates and
 * other places where the hours do not matter.
 */
export function formatDaySpan(startSeconds: number, endSeconds: number): string {
  const a = toWib(startSeconds);
  const b = toWib(endSeconds);
  if (!a || !b) return '';
  return a.isSame(b, 'day') ? a.format('D MMMM YYYY') : formatDateRange(startSeconds, endSeconds);
}

/** ISO 8601 with the WIB offset, e.g. `"2026-11-22T19:30:00+07:00"` (for JSON-LD, `<time>`). */
export function toIsoWib(seconds: number): string {
  return formatWith(seconds, 'YYYY-MM-DDTHH:mm:ssZ');
}
