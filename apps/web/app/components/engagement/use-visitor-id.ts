import { getVisitorId } from '@sbc/session/client';
import { useSyncExternalStore } from 'react';

/** Fired on `window` when this page stored a visitor id (the cookie banner's OK). */
const VISITOR_ID_EVENT = 'sbc:visitor-id';

/** Tells every widget on the page that the visitor-id cookie is now there. */
export function announceVisitorId(): void {
  window.dispatchEvent(new Event(VISITOR_ID_EVENT));
}

// Cookies have no change event: look again when this page sets one, or when the tab comes back.
function subscribe(onChange: () => void) {
  window.addEventListener(VISITOR_ID_EVENT, onChange);
  window.addEventListener('focus', onChange);
  return () => {
    window.removeEventListener(VISITOR_ID_EVENT, onChange);
    window.removeEventListener('focus', onChange);
  };
}

/**
 * The visitor id of the `visitor-id` cookie: `undefined` on the server and while hydrating
 * (pages are cached and identical for everyone), then the id or `null` in the browser.
 */
export function useVisitorId(): string | null | undefined {
  return useSyncExternalStore(subscribe, getVisitorId, () => undefined);
}
