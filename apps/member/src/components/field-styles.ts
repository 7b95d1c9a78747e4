/** Shared classes of form controls, so every form of the member area looks the same. */
export const inputClass =
  'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-xs transition placeholder:text-ink-subtle hover:border-brand-300 focus:border-brand-500 aria-invalid:border-danger aria-invalid:bg-danger-soft/30 disabled:cursor-not-allowed disabled:bg-surface-muted disabled:text-ink-muted disabled:shadow-none';

export const labelClass = 'text-ink block text-sm font-semibold';

export const primaryButtonClass =
  'bg-brand text-ink-inverse hover:bg-brand-700 inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-70';

export const secondaryButtonClass =
  'border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex items-center justify-center gap-2 rounded-full border bg-white px-5 py-2.5 font-semibold transition';

export const linkClass =
  'text-brand-700 hover:text-brand-900 font-semibold underline-offset-4 hover:underline';
