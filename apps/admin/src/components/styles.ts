/** Shared classes of controls, so every console page looks and behaves the same. */
export const inputClass =
  'block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-xs transition placeholder:text-ink-subtle hover:border-brand-300 focus:border-brand-500 aria-invalid:border-danger disabled:cursor-not-allowed disabled:bg-surface-muted';

export const labelClass = 'text-ink block text-sm font-semibold';

const buttonBase =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

export const primaryButtonClass = `${buttonBase} bg-brand text-ink-inverse shadow-sm hover:bg-brand-700`;

export const secondaryButtonClass = `${buttonBase} border border-brand-200 bg-surface text-brand-800 hover:bg-brand-50`;

export const successButtonClass = `${buttonBase} bg-success text-ink-inverse shadow-sm hover:brightness-110`;

/** The button that confirms a destructive action (delete, revoke). */
export const dangerButtonClass = `${buttonBase} bg-danger text-ink-inverse shadow-sm hover:brightness-110`;

export const cardClass = 'bg-surface ring-line rounded-2xl shadow-sm ring-1';

export const linkClass =
  'text-brand-700 hover:text-brand-900 font-semibold underline-offset-4 hover:underline';
