import { whileSending } from '@sbc/ui/while-sending';
import { type ReactNode } from 'react';
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
 * The primary button of a form, with a spinner while the form is sent; until the answer it stays
 * focusable and ignores presses (`whileSending`).
 */
export function SubmitButton({
  isBusy,
  busyLabel = 'Memproses…',
  isWide = false,
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      {...whileSending(isBusy)}
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
