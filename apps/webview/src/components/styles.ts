/**
 * Shared classes of the webview's controls. Every tap target is at least 44 px high
 * (`min-h-11`), for thumbs on a 360 px phone.
 */
export const primaryButtonClass =
  'bg-brand text-ink-inverse hover:bg-brand-700 active:bg-brand-900 inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold shadow-sm transition disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70';

export const secondaryButtonClass =
  'border-brand-200 text-brand-800 hover:bg-brand-50 active:bg-brand-100 inline-flex min-h-11 items-center justify-center gap-2 rounded-full border bg-white px-5 text-sm font-semibold transition disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait aria-disabled:opacity-70';

export const cardClass = 'bg-surface ring-line rounded-2xl shadow-sm ring-1';

export const linkClass =
  'text-brand-700 hover:text-brand-900 inline-flex min-h-11 items-center font-semibold underline-offset-4 hover:underline';

export const sectionTitleClass = 'text-brand-900 text-lg font-bold';
