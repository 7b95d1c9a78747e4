import { cx } from '@sbc/ui/class-names';
import { type ReactNode, useCallback, useState } from 'react';
import { primaryButtonClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { describeError, isApiError } from '../../lib/errors';

/** Field errors of the last answer, by field path (`title`, `speakers.0.name`). */
export type FieldErrors = Record<string, string>;

/** A small round button for row actions (move, edit, delete), at least 40 px for touch. */
export const iconButtonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border border-line bg-surface px-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Runs API writes for a form: keeps it busy, turns a 400 into field errors, shows the API's
 * message in a toast (success or failure). Answers the result, or undefined when it failed.
 */
export function useApiAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = useCallback(
    async <T,>(work: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setBusy(true);
      setErrors({});
      try {
        const result = await work();
        if (success) toast({ tone: 'success', title: success });
        return result;
      } catch (error) {
        if (isApiError(error) && error.errors.length) {
          setErrors(Object.fromEntries(error.errors.map((e) => [e.field, e.message])));
        }
        toast({ tone: 'error', title: describeError(error).message });
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [toast],
  );
  return { busy, errors, setErrors, run };
}

/** A checkbox with its label on the right. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  hint,
}: {
  name: string;
  label: string;
  defaultChecked?: boolean;
  hint?: string;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <label
        htmlFor={id}
        className="text-ink inline-flex min-h-10 items-center gap-2.5 text-sm font-semibold"
      >
        <input
          id={id}
          name={name}
          type="checkbox"
          defaultChecked={defaultChecked}
          className="accent-brand size-5"
        />
        {label}
      </label>
      {hint ? <p className="text-ink-subtle text-xs">{hint}</p> : null}
    </div>
  );
}

/** A titled block of a form. */
export function FormSection({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <fieldset
      className={cx('bg-surface ring-line rounded-2xl p-4 shadow-sm ring-1 sm:p-6', className)}
    >
      <legend className="sr-only">{title}</legend>
      <h2 className="text-brand-900 mb-4 text-lg font-bold">{title}</h2>
      <div className="grid gap-4">{children}</div>
    </fieldset>
  );
}

/** Text of a form field, trimmed ('' when absent). */
export function text(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
}

/** The save bar at the bottom of an edit form. */
export function SaveBar({
  busy,
  label = 'Simpan',
  children,
}: {
  busy: boolean;
  label?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {children}
      <button type="submit" className={primaryButtonClass} disabled={busy}>
        {busy ? 'Menyimpan…' : label}
      </button>
    </div>
  );
}
