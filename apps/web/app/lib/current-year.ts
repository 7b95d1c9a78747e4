const yearInJakarta = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Jakarta' });

/** The calendar year in Western Indonesia Time (the site's audience), not the server's zone. */
export function currentYear(now: Date = new Date()): number {
  return Number(yearInJakarta.format(now));
}
