import { type InputHTMLAttributes, type ReactNode } from 'react';
import { inputClass, labelClass } from './field-styles';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  name: string;
  label: string;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  /** A short help text under the field. */
  hint?: ReactNode;
  /** Something beside the input inside its frame (a show-password button). */
  addon?: ReactNode;
}

/** A labelled input with its hint and error, wired for screen readers. */
export function TextField({ name, label, error, hint, addon, id, ...input }: TextFieldProps) {
  const inputId = id ?? `field-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          name={name}
          className={addon ? `${inputClass} pr-24` : inputClass}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon ? (
          <div className="absolute inset-y-0 right-1.5 flex items-center">{addon}</div>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="text-danger mt-1.5 flex items-start gap-1.5 text-sm">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="mt-0.5 size-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 7.5v5.5m0 3v.01" />
          </svg>
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
