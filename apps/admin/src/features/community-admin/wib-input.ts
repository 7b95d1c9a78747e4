import { WIB_OFFSET_MINUTES } from '@sbc/format/date';

const OFFSET_SECONDS = WIB_OFFSET_MINUTES * 60;

/** The value of an `<input type="datetime-local">` showing `seconds` in WIB (`2026-11-30T09:00`). */
export function toWibInput(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  return new Date((seconds + OFFSET_SECONDS) * 1000).toISOString().slice(0, 16);
}

/** Unix seconds of a `datetime-local` value read as WIB; null when empty or not a date. */
export function fromWibInput(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(y, mo - 1, d, h, mi) / 1000;
  return Number.isFinite(utc) ? utc - OFFSET_SECONDS : null;
}
