import { useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldFrameProps {
  label: string;
  /** The field's problem, shown under it and announced with it. */
  error?: string;
  hint?: string;
  optional?: boolean;
}

type InputFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { multiline?: false };
type TextAreaFieldProps = FieldFrameProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { multiline: true };

const control =
  'bg-surface text-ink placeholder:text-ink-subtle mt-1.5 block w-full rounded-xl border px-4 py-2.5 text-base transition outline-none focus:ring-2 focus:ring-brand-200';

/**
 * A labelled input or textarea with its error under it (`aria-invalid`, `aria-describedby`),
 * for the engagement forms. Native `required` is left off: the forms check on submit and show
 * Indonesian messages instead of the browser's bubbles.
 */
export function FormField(props: InputFieldProps | TextAreaFieldProps) {
  const { label, error, hint, optional, multiline, ...rest } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const className = `${control} ${error ? 'border-danger focus:border-danger' : 'border-field focus:border-brand'}`;
  const shared = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className };
  return (
    <div>
      <label htmlFor={id} className="text-ink text-sm font-semibold">
        {label}
        {optional ? <span className="text-ink-subtle font-normal"> (opsional)</span> : null}
      </label>
      {multiline ? (
        <textarea rows={5} {...(rest as TextareaHTMLAttributes<HTMLTextAreaElement>)} {...shared} />
      ) : (
        <input {...(rest as InputHTMLAttributes<HTMLInputElement>)} {...shared} />
      )}
      {hint ? (
        <p id={hintId} className="text-ink-subtle mt-1 text-xs">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-danger mt-1.5 text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A status line under a form: the outcome of sending, announced politely. */
export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: string }) {
  const styles = {
    success: 'bg-success-soft text-success ring-success/30',
    error: 'bg-danger-soft text-danger ring-danger/30',
    info: 'bg-brand-50 text-brand-800 ring-brand-200',
  }[tone];
  return (
    <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-xl px-4 py-3 text-sm font-medium ring-1 ${styles}`}>
      {children}
    </p>
  );
}
