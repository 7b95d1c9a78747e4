import {
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { inputClass, labelClass } from './styles';

/** What a form field needs to give its label, input, hint and error: ids wired for screen readers. */
interface FieldBase {
  name: string;
  label: string;
  /** The field's error, shown under it and announced with it. */
  error?: string;
  /** A short help text under the field. */
  hint?: string;
}

/**
 * The id of one field: the caller's own, else one unique to this instance (`field-title-«r1»`),
 * so a dialog's "title" never takes the label of the page's "title" behind it.
 */
export function useFieldId(name: string, id?: string): string {
  const unique = useId();
  return id ?? `field-${name}-${unique.replace(/[^\w-]/g, '')}`;
}

/** The `aria-*` attributes that tie an input to its error and hint (ids `${id}-error`, `${id}-hint`). */
export function fieldDescription(id: string, error?: string, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined,
  } as const;
}

/** The error and hint under a field, with the ids {@link fieldDescription} points to. */
export function FieldFoot({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="text-danger mt-1.5 text-sm">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-ink-subtle mt-1.5 text-xs">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** Props of {@link TextArea}. */
export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> &
  FieldBase;

/** A labelled textarea with its hint and error. */
export function TextArea({ name, label, error, hint, id, ...rest }: TextAreaProps) {
  const fieldId = useFieldId(name, id);
  return (
    <div>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <textarea
        id={fieldId}
        name={name}
        rows={4}
        className={`${inputClass} mt-1.5`}
        {...fieldDescription(fieldId, error, hint)}
        {...rest}
      />
      <FieldFoot id={fieldId} error={error} hint={hint} />
    </div>
  );
}

/** Props of {@link SelectField}. */
export type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> &
  FieldBase & { children: ReactNode };

/** A labelled select with its hint and error. */
export function SelectField({ name, label, error, hint, id, children, ...rest }: SelectFieldProps) {
  const fieldId = useFieldId(name, id);
  return (
    <div>
      <label htmlFor={fieldId} className={labelClass}>
        {label}
      </label>
      <select
        id={fieldId}
        name={name}
        className={`${inputClass} mt-1.5`}
        {...fieldDescription(fieldId, error, hint)}
        {...rest}
      >
        {children}
      </select>
      <FieldFoot id={fieldId} error={error} hint={hint} />
    </div>
  );
}
