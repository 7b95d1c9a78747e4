import { WIB_OFFSET_MINUTES } from '@sbc/format/date';

const OFFSET_MS = WIB_OFFSET_MINUTES * 60 * 1000;

/** Unix seconds as the value of a `datetime-local` field in WIB ("2026-11-22T19:30"). */
export function toWibInput(seconds: number): string {
  return new Date(seconds * 1000 + OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as WIB wall-clock time, in Unix seconds; null when empty or invalid. */
export function fromWibInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}:00Z`);
  return Number.isNaN(ms) ? null : Math.floor((ms - OFFSET_MS) / 1000);
}
