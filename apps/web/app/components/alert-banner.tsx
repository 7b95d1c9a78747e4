import { useSyncExternalStore } from 'react';
import { CloseIcon } from './icons';

/** The first public post of category `alert` (SPEC sections 1 and 7), as the layout loads it. */
export interface SiteAlert {
  id: number;
  /** Sanitised on the server when saved (ARCHITECTURE section 4). */
  html: string;
}

const STORAGE_KEY = 'sbc-alert-dismissed';

// The dismissed alert's id, per tab. Kept in memory too, so dismissing works with storage blocked.
let dismissedInMemory: string | null = null;
const listeners = new Set<() => void>();

function readDismissed(): string | null {
  if (dismissedInMemory !== null) return dismissedInMemory;
  try {
    return window.sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function dismiss(id: number) {
  dismissedInMemory = String(id);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, dismissedInMemory);
  } catch {
    // Storage blocked: the in-memory value still hides it until the tab reloads.
  }
  listeners.forEach((notify) => notify());
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/**
 * The top alert banner: the alert's HTML, highlighted above the navbar. A visitor can close it
 * for the rest of the session; a newer alert (another id) shows again. The server always renders
 * it, so the HTML is the same for everyone.
 */
export function AlertBanner({ alert }: { alert: SiteAlert | null }) {
  const dismissedId = useSyncExternalStore(subscribe, readDismissed, () => null);
  if (!alert || dismissedId === String(alert.id)) return null;
  return (
    <aside
      aria-label="Pengumuman"
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-6xl items-start gap-3 px-4 py-2.5">
        <span
          aria-hidden="true"
          className="mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-amber-500 text-xs font-bold text-white"
        >
          !
        </span>
        <div
          className="min-w-0 flex-1 text-sm leading-relaxed [&_a]:font-semibold [&_a]:underline [&_a]:underline-offset-2 [&_p+p]:mt-1"
          dangerouslySetInnerHTML={{ __html: alert.html }}
        />
        <button
          type="button"
          onClick={() => dismiss(alert.id)}
          aria-label="Tutup pengumuman"
          className="-my-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full hover:bg-amber-200"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </aside>
  );
}
