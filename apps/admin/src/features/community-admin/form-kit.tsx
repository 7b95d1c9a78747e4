import { whileSending } from '@sbc/ui/while-sending';
import { cx } from '@sbc/ui/class-names';
import { Dialog } from '@sbc/ui/dialog';
import { type FormEventHandler, type ReactNode, useCallback, useState } from 'react';
import { useFieldId } from '../../components/form-fields';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { useToast } from '../../components/toast';
import { describeError, isApiError } from '../../lib/errors';

/** Field errors of the last answer, by field path (`title`, `speakers.0.name`). */
export type FieldErrors = Record<string, string>;

/** The toast title of a refused form whose fields carry the API's messages. */
export const CHECK_FIELDS_MESSAGE = 'Periksa kembali isian yang ditandai';

/** A small round button for row actions (move, edit, delete), at least 40 px for touch. */
export const iconButtonClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center rounded-full border border-line bg-surface px-3 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40 aria-disabled:cursor-wait aria-disabled:opacity-60';

/** The errors without the one of `field` (the same object when it had none). */
export function withoutField(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

/**
 * Runs API writes for a form: keeps it busy, turns a 400 into field errors, shows the API's
 * message in a toast (success or failure). Answers the result, or undefined when it failed.
 * `markFields` does the same for mistakes the form finds before sending. `forgetChangedField`,
 * the form's `onInput`, drops a field's error as soon as it is changed (by its `name`): what is
 * left marked is what still needs fixing.
 */
export function useApiAction() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Marks the fields, says so in a toast and takes the focus to the first marked field. */
  const markFields = useCallback(
    (fields: FieldErrors, description?: string) => {
      setErrors(fields);
      toast({
        tone: 'error',
        title: CHECK_FIELDS_MESSAGE,
        ...(description ? { description } : {}),
      });
      // After the fields have rendered their messages (a long form's first mistake may be far above).
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    },
    [toast],
  );
  const run = useCallback(
    async <T,>(work: () => Promise<T>, success?: string): Promise<T | undefined> => {
      setBusy(true);
      setErrors({});
      try {
        const result = await work();
        if (success) toast({ tone: 'success', title: success });
        return result;
      } catch (error) {
        const { message } = describeError(error);
        if (isApiError(error) && error.errors.length) {
          // The fields show their own messages; the toast points at them without field names.
          markFields(Object.fromEntries(error.errors.map((e) => [e.field, e.message])), message);
        } else {
          toast({ tone: 'error', title: message });
        }
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [toast, markFields],
  );
  const forgetChangedField = useCallback<FormEventHandler<HTMLFormElement>>((event) => {
    const { name } = event.target as Partial<HTMLInputElement>;
    if (name) setErrors((current) => withoutField(current, name));
  }, []);
  return { busy, errors, setErrors, markFields, forgetChangedField, run };
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
  const id = useFieldId(name);
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
      <button type="submit" className={primaryButtonClass} {...whileSending(busy)}>
        {busy ? 'Menyimpan…' : label}
      </button>
    </div>
  );
}

/**
 * A dialog holding one edit form with its save bar. Closing it (Escape, the overlay, "Tutup" or
 * "Batal") calls `onClose`; submitting hands the form's data to `onSubmit`.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  className,
  busy,
  saveLabel,
  cancelable,
  onSubmit,
  onInput,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  className?: string;
  busy: boolean;
  saveLabel?: string;
  /** Shows a "Batal" button next to the save button. */
  cancelable?: boolean;
  onSubmit: (form: FormData) => Promise<unknown>;
  /** A change in one of its fields (`useApiAction().forgetChangedField`). */
  onInput?: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={title}
      description={description}
      className={className}
    >
      <form
        noValidate
        className="grid gap-4"
        onInput={onInput}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit(new FormData(e.currentTarget));
        }}
      >
        {children}
        <SaveBar busy={busy} label={saveLabel}>
          {cancelable ? (
            <button type="button" className={secondaryButtonClass} onClick={onClose}>
              Batal
            </button>
          ) : null}
        </SaveBar>
      </form>
    </Dialog>
  );
}

/** The ↑ and ↓ buttons that move one item of a list; the first cannot go up nor the last down. */
export function MoveButtons({
  label,
  index,
  count,
  isBusy = false,
  onMove,
}: {
  /** What moves, as read aloud: "Pindahkan {label} ke atas". */
  label: string;
  index: number;
  count: number;
  /** A move is being saved: the buttons ignore presses and keep the focus. */
  isBusy?: boolean;
  onMove: (step: -1 | 1) => void;
}) {
  return (
    <>
      <button
        type="button"
        className={iconButtonClass}
        disabled={index === 0}
        aria-label={`Pindahkan ${label} ke atas`}
        {...whileSending(isBusy, () => onMove(-1))}
      >
        ↑
      </button>
      <button
        type="button"
        className={iconButtonClass}
        disabled={index === count - 1}
        aria-label={`Pindahkan ${label} ke bawah`}
        {...whileSending(isBusy, () => onMove(1))}
      >
        ↓
      </button>
    </>
  );
}
