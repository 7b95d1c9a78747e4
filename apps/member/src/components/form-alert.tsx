import { type ReactNode, useEffect, useRef } from 'react';

/** Props of {@link FormAlert}. */
export interface FormAlertProps {
  tone: 'error' | 'success' | 'info';
  /**
   * Takes the keyboard focus when it appears: for an answer that replaces the form, whose
   * button had the focus (without this it would fall to the start of the page).
   */
  takesFocus?: boolean;
  children: ReactNode;
}

const toneClass = {
  error: 'bg-danger-soft text-danger ring-danger/20',
  success: 'bg-success-soft text-success ring-success/20',
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

const tonePath = {
  error: 'M12 8v5m0 3.5v.01',
  success: 'm8 12.5 2.5 2.5L16 9.5',
  info: 'M12 11v5m0-8.5v.01',
} as const;

/** A message above a form: errors are announced at once, the others politely. */
export function FormAlert({ tone, takesFocus = false, children }: FormAlertProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takesFocus) ref.current?.focus();
  }, [takesFocus]);
  return (
    <div
      ref={ref}
      tabIndex={takesFocus ? -1 : undefined}
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${toneClass[tone]} flex items-start gap-3 rounded-xl px-4 py-3 text-sm ring-1`}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className="mt-px size-5 shrink-0 rounded-full bg-current/15"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.4}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={tonePath[tone]} />
      </svg>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
