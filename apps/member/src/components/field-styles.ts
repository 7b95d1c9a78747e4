/** Shared classes of form controls, so every form of the member area looks the same. */

/**
 * Text inputs. Every border state keeps 3:1 against the white card (WCAG 1.4.11): `field`
 * at rest (4.8:1), brand-600 on hover, brand-500 with focus, danger when invalid.
 */
export const inputClass =
  'block w-full rounded-xl border border-field bg-surface px-3.5 py-2.5 text-ink shadow-xs transition placeholder:text-ink-subtle hover:border-brand-600 focus:border-brand-500 aria-invalid:border-danger aria-invalid:bg-danger-soft/30 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:shadow-none';

export const labelClass = 'text-ink block text-sm font-semibold';

export const primaryButtonClass =
  'bg-brand text-ink-inverse hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold shadow-sm transition aria-disabled:cursor-wait aria-disabled:opacity-70';

export const secondaryButtonClass =
  'border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex items-center justify-center gap-2 rounded-full border bg-white px-5 py-2.5 font-semibold transition';

export const linkClass =
  'text-brand-700 hover:text-brand-900 font-semibold underline-offset-4 hover:underline';
