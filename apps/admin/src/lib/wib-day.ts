import { WIB_OFFSET_MINUTES } from '@sbc/format/date';

const DAY_SECONDS = 86_400;
const OFFSET_SECONDS = WIB_OFFSET_MINUTES * 60;

/** The WIB calendar day around `nowSeconds`: its first second and the first of the next day. */
export function wibDayRange(nowSeconds: number): { start: number; end: number } {
  const start =
    Math.floor((nowSeconds + OFFSET_SECONDS) / DAY_SECONDS) * DAY_SECONDS - OFFSET_SECONDS;
  return { start, end: start + DAY_SECONDS };
}

/** Whether `seconds` falls on the same WIB day as `nowSeconds`. */
export function isSameWibDay(seconds: number, nowSeconds: number): boolean {
  const { start, end } = wibDayRange(nowSeconds);
  return seconds >= start && seconds < end;
}

/** The current time in Unix seconds. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);
