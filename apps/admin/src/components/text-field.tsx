import type { InputHTMLAttributes } from 'react';
import { inputClass, labelClass } from './styles';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  name: string;
  label: string;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  /** A short help text under the field. */
  hint?: string;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ name, label, error, hint, id, ...input }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className={`${inputClass} mt-1.5`}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error ? (
        <p id={errorId} className="text-danger mt-1.5 text-sm">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-ink-subtle mt-1.5 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
