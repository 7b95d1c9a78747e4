import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={isVisible ? 'text' : 'password'}
      addon={
        <button
          type="button"
          onClick={() => setIsVisible((v) => !v)}
          aria-controls={props.id ?? `field-${props.name}`}
          className="text-brand-700 hover:bg-brand-50 rounded-lg px-2.5 py-1.5 text-xs font-semibold"
        >
          {isVisible ? 'Sembunyikan' : 'Tampilkan'}
        </button>
      }
    />
  );
}
