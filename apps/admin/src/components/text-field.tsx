import type { InputHTMLAttributes } from 'react';
import { FieldFoot, fieldDescription, useFieldId } from './form-fields';
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
  const inputId = useFieldId(name, id);
  return (
    <div>
      <label htmlFor={inputId} className={labelClass}>
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        className={`${inputClass} mt-1.5`}
        {...fieldDescription(inputId, error, hint)}
        {...input}
      />
      <FieldFoot id={inputId} error={error} hint={hint} />
    </div>
  );
}
