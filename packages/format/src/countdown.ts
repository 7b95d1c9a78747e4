/** One box of a countdown display. */
export type CountdownPart = {
  unit: 'days' | 'hours' | 'minutes' | 'seconds';
  label: 'Hari' | 'Jam' | 'Menit' | 'Detik';
  value: string;
};

const SECONDS_PER_MINUTE = 60;
const SECONDS_PER_HOUR = 3_600;
const SECONDS_PER_DAY = 86_400;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Splits the time left into countdown boxes (`Hari`, `Jam`, `Menit`, `Detik`).
 * Days appear only when non-zero and may exceed 99; every value has at least
 * two digits. Partial seconds round UP, so the display reaches `00:00:00`
 * exactly when `finished` turns true (zero, negative or non-finite input).
 *
 * @param msRemaining milliseconds until the target, e.g. `end - Date.now()`
 */
export function countdownParts(msRemaining: number): { finished: boolean; parts: CountdownPart[] } {
  const total = Number.isFinite(msRemaining) ? Math.max(0, Math.ceil(msRemaining / 1000)) : 0;
  const days = Math.floor(total / SECONDS_PER_DAY);
  const hours = Math.floor((total % SECONDS_PER_DAY) / SECONDS_PER_HOUR);
  const minutes = Math.floor((total % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE);
  const seconds = total % SECONDS_PER_MINUTE;

  const parts: CountdownPart[] = [];
  if (days > 0) parts.push({ unit: 'days', label: 'Hari', value: pad(days) });
  parts.push(
    { unit: 'hours', label: 'Jam', value: pad(hours) },
    { unit: 'minutes', label: 'Menit', value: pad(minutes) },
    { unit: 'seconds', label: 'Detik', value: pad(seconds) },
  );
  return { finished: total === 0, parts };
}
