import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import { cx } from '@sbc/ui/class-names';
import { CheckIcon, CloseIcon } from './icons';

/** Colour and urgency of a toast: errors are announced at once, the rest politely. */
export type ToastTone = 'success' | 'error' | 'info';

/** What a toast says. */
export interface ToastMessage {
  tone: ToastTone;
  title: string;
  description?: string;
}

interface ShownToast extends ToastMessage {
  id: number;
}

const DURATION_MS: Record<ToastTone, number> = { success: 4500, info: 4500, error: 7000 };
/**
 * How many toasts stay on screen. On a phone they sit at the top and the newest replaces the
 * last one, so a stack never covers a form (the presence page's code field, scanned one code after
 * another); wider screens keep two at the bottom left, clear of a form in the page's column and of
 * the tables' row actions, which sit in their right-hand column ("Hadirkan", "Batalkan", edit, delete).
 */
const MAX_SHOWN = 2;
const MAX_SHOWN_NARROW = 1;
/** Below Tailwind's `sm` breakpoint, where the toasts move to the top. */
const NARROW_SCREEN = '(max-width: 39.99rem)';

function maxShown(): number {
  const isNarrow =
    typeof window.matchMedia === 'function' && window.matchMedia(NARROW_SCREEN).matches;
  return isNarrow ? MAX_SHOWN_NARROW : MAX_SHOWN;
}

const ToastContext = createContext<(message: ToastMessage) => void>(() => undefined);

/** Shows a toast from anywhere below {@link ToastProvider}. */
export function useToast(): (message: ToastMessage) => void {
  return useContext(ToastContext);
}

const TONE_CLASS: Record<ToastTone, string> = {
  success: 'border-success/30 bg-success-soft text-success',
  error: 'border-danger/30 bg-danger-soft text-danger',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};

function ToastItem({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(toast.id), DURATION_MS[toast.tone]);
    return () => clearTimeout(timer);
  }, [toast.id, toast.tone, onDismiss]);
  return (
    <li
      role={toast.tone === 'error' ? 'alert' : undefined}
      className={cx(
        'animate-fade-in pointer-events-auto flex items-start gap-3 rounded-2xl border px-4 py-3 shadow-lg',
        TONE_CLASS[toast.tone],
      )}
    >
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-current/15 text-sm font-bold"
      >
        {toast.tone === 'success' ? (
          <CheckIcon className="size-4" />
        ) : toast.tone === 'error' ? (
          '!'
        ) : (
          'i'
        )}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{toast.title}</p>
        {toast.description ? <p className="text-ink mt-0.5 text-sm">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        onClick={() => onDismiss(toast.id)}
        aria-label="Tutup notifikasi"
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full hover:bg-current/10"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}

/** Holds the console's toasts and shows them above dialogs: at the top on a phone, else bottom left. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const show = useCallback((message: ToastMessage) => {
    setToasts((shown) =>
      [...shown, { ...message, id: Date.now() + Math.random() }].slice(-maxShown()),
    );
  }, []);
  const dismiss = useCallback((id: number) => {
    setToasts((shown) => shown.filter((t) => t.id !== id));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <ol
        aria-label="Notifikasi"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-3 top-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:top-auto sm:bottom-4 sm:left-4 sm:w-96"
      >
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </ol>
    </ToastContext.Provider>
  );
}
