import type { ReactNode } from 'react';

/** Props of {@link FormField}. */
export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** The control; it receives the ids through `describedBy`. */
  children: (control: {
    describedBy: string | undefined;
    invalid: boolean;
    className: string;
  }) => ReactNode;
}

/** A labelled control with its error (from the API) or hint below it. */
export function FormField({ id, label, error, hint, children }: FormFieldProps) {
  const describedBy = error ? `${id}-galat` : hint ? `${id}-petunjuk` : undefined;
  const className = `bg-surface text-ink placeholder:text-ink-subtle mt-1 h-12 w-full rounded-lg px-3 ring-1 outline-none focus:ring-2 ${
    error ? 'ring-danger focus:ring-danger' : 'ring-field focus:ring-brand-500'
  }`;
  return (
    <div>
      <label htmlFor={id} className="text-ink text-sm font-semibold">
        {label}
      </label>
      {children({ describedBy, invalid: Boolean(error), className })}
      {error ? (
        <p id={`${id}-galat`} className="text-danger mt-1 text-sm">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-petunjuk`} className="text-ink-subtle mt-1 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
