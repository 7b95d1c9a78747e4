import { type MouseEvent, type ReactNode } from 'react';
import { primaryButtonClass } from './field-styles';

/** Props of {@link SubmitButton}. */
export interface SubmitButtonProps {
  isBusy: boolean;
  /** Shown while the form is being sent. */
  busyLabel?: string;
  /** Full width (auth cards) or as wide as its text (dashboard forms). */
  isWide?: boolean;
  children: ReactNode;
}

/**
 * The primary button of a form, with a spinner while the form is sent. It says it is unavailable
 * with `aria-disabled` and ignores clicks (and Enter in a field, which clicks it) until the
 * answer: a `disabled` button would drop the keyboard focus to the page's start (WCAG 2.4.3).
 */
export function SubmitButton({
  isBusy,
  busyLabel = 'Memproses…',
  isWide = false,
  children,
}: SubmitButtonProps) {
  function ignoreWhileBusy(event: MouseEvent<HTMLButtonElement>) {
    if (isBusy) event.preventDefault();
  }
  return (
    <button
      type="submit"
      aria-disabled={isBusy ? true : undefined}
      onClick={ignoreWhileBusy}
      className={`${primaryButtonClass} ${isWide ? 'w-full py-3' : ''}`}
    >
      {isBusy ? (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
        />
      ) : null}
      {isBusy ? busyLabel : children}
    </button>
  );
}
