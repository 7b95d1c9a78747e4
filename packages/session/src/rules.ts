/** Texts that a careless `String(undefined)` or `String(null)` leaves in a cookie. */
export const ABSENT_TEXTS: ReadonlySet<string> = new Set(['undefined', 'null']);

/**
 * The login rule of SPEC 4: a token counts when its cookie is present,
 * non-empty and not the text `undefined` (nor `null`). Whitespace alone is
 * treated as empty.
 *
 * @param value the raw cookie value, if any
 */
export function isPresentToken(value: string | undefined | null): boolean {
  if (typeof value !== 'string') return false;
  const trimmed = value.trim();
  return trimmed !== '' && !ABSENT_TEXTS.has(trimmed);
}

/** The token when it counts as present (see {@link isPresentToken}), else `null`. */
export function presentTokenOrNull(value: string | undefined | null): string | null {
  return typeof value === 'string' && isPresentToken(value) ? value : null;
}
