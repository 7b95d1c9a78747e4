import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, type RefObject } from 'react';
import { cx } from './class-names';

/** Visual tone of a dialog: neutral, a success notice or an error notice. */
export type DialogTone = 'default' | 'success' | 'error';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Heading of the dialog; also its accessible name. */
  title: ReactNode;
  /** The title's language when it is not the page's (`en` for the spec's "Success"). */
  titleLang?: string;
  /** Short text under the title; also the accessible description. */
  description?: ReactNode;
  tone?: DialogTone;
  /** Extra classes for the panel (for example a wider `max-w-*`). */
  className?: string;
  /**
   * Where focus goes once the dialog has closed, for a dialog no button opened (a notice after a
   * form's answer); by default it returns to the element that opened it.
   */
  returnFocusTo?: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

const TITLE_TONE: Record<DialogTone, string> = {
  default: 'text-brand-900',
  success: 'text-success',
  error: 'text-danger',
};

/**
 * Modal dialog on Radix Dialog: focus trap, Escape and overlay click close it, focus returns
 * to the opener (or to `returnFocusTo`), and a close button labelled "Tutup" sits in the corner. Controlled through
 * `open` / `onOpenChange`. Renders nothing on the server (the portal mounts in the browser).
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  titleLang,
  description,
  tone = 'default',
  className,
  returnFocusTo,
  children,
}: DialogProps) {
  // Without a description Radix wants aria-describedby explicitly unset, or it warns.
  const describedBy = description === undefined ? { 'aria-describedby': undefined } : {};
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="animate-fade-in bg-brand-950/60 fixed inset-0 z-50" />
        <RadixDialog.Content
          {...describedBy}
          onCloseAutoFocus={
            returnFocusTo
              ? (event) => {
                  event.preventDefault();
                  returnFocusTo.current?.focus();
                }
              : undefined
          }
          data-tone={tone}
          className={cx(
            'animate-dialog-in bg-surface text-ink fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl p-6 shadow-xl focus:outline-none motion-reduce:animate-none',
            className,
          )}
        >
          <RadixDialog.Title
            lang={titleLang}
            className={cx('pr-8 text-xl font-bold', TITLE_TONE[tone])}
          >
            {title}
          </RadixDialog.Title>
          {description === undefined ? null : (
            <RadixDialog.Description className="text-ink-muted mt-2">
              {description}
            </RadixDialog.Description>
          )}
          {children === undefined ? null : <div className="mt-4">{children}</div>}
          <RadixDialog.Close
            aria-label="Tutup"
            title="Tutup"
            className="text-ink-muted hover:bg-brand-50 hover:text-brand absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-full"
          >
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
