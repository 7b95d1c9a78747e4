const WIB_OFFSET_SECONDS = 7 * 60 * 60;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * The calendar day in Western Indonesia Time (UTC+7, no daylight saving) of a Unix time, as a
 * whole number that grows by one each day: two times fall on the same WIB day when equal.
 */
export function wibDay(seconds: number): number {
  return Math.floor((seconds + WIB_OFFSET_SECONDS) / DAY_SECONDS);
}

/** The current time in Unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}
