import { formatDate } from '@sbc/format/date';

/**
 * A calendar day from the API (`YYYY-MM-DD`, e.g. `membership_until`) in Indonesian:
 * `2027-01-06` gives `6 Januari 2027`. Anything else (not a real day) is shown as it came.
 *
 * @param day the date as `YYYY-MM-DD`
 */
export function formatCalendarDate(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  // Noon UTC is the same calendar day in WIB (UTC+7), whatever the browser's own zone.
  const noon = new Date(Date.UTC(year, month - 1, date, 12));
  if (noon.getUTCMonth() !== month - 1 || noon.getUTCDate() !== date) return day;
  return formatDate(noon.getTime() / 1000);
}
