import { lazy, Suspense, useEffect, useState } from 'react';
import { isPopupOpenAt, parsePopupEnd } from '../../lib/engagement-links';

// The dialog, countdown and form load only for a visitor who will see the pop-up.
const SubscribePopupDialog = lazy(() =>
  import('./subscribe-popup-dialog').then((m) => ({ default: m.SubscribePopupDialog })),
);

export interface SubscribePopupProps {
  /** The pop-up's end, an ISO date-time: `env.SUBSCRIBE_POPUP_END` handed down by the layout loader. */
  endsAt: string;
  /** Wait before opening, so the page is seen first (ms). */
  delayMs?: number;
}

const DISMISSED_KEY = 'sbc:subscribe-popup-dismissed';

function wasDismissed(endsAt: string): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === endsAt;
  } catch {
    return false;
  }
}

function rememberDismissal(endsAt: string): void {
  try {
    window.localStorage.setItem(DISMISSED_KEY, endsAt);
  } catch {
    // Private mode without storage: the pop-up may come back on the next page, nothing worse.
  }
}

/**
 * The subscribe pop-up of SPEC section 4: the newsletter form with a countdown to its end date,
 * shown only before that date (decided in the browser, so cached pages stay the same for all),
 * hidden when the countdown finishes, and not shown again once dismissed or used.
 * Mount once in the public layout: `<SubscribePopup endsAt={loaderData.subscribePopupEnd} />`.
 */
export function SubscribePopup({ endsAt, delayMs = 1500 }: SubscribePopupProps) {
  const [open, setOpen] = useState(false);
  const [isUsed, setUsed] = useState(false);
  const endMs = parsePopupEnd(endsAt);

  useEffect(() => {
    if (!isPopupOpenAt(endMs, Date.now()) || wasDismissed(endsAt)) return;
    const timer = setTimeout(() => {
      setUsed(true);
      setOpen(true);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [endMs, endsAt, delayMs]);

  if (endMs === null || !isUsed) return null;
  return (
    <Suspense fallback={null}>
      <SubscribePopupDialog
        open={open}
        endMs={endMs}
        onDismiss={() => {
          rememberDismissal(endsAt);
          setOpen(false);
        }}
        onFinished={() => setOpen(false)}
      />
    </Suspense>
  );
}
