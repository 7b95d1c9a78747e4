import { type Order } from '@sbc/contract';
import { safeReturnUrl } from '@sbc/session/guards';

/** Name of the query parameter with which the member area and the public site open the order pages. */
export const RETURN_PARAM = 'return';

const STORAGE_KEY = 'sbc-order-return';

/** Where the finish page leads back to, and what its button says. */
export interface ReturnTarget {
  href: string;
  label: string;
}

/** The two hosts an order may come from: the member area and the public site. */
export interface ReturnOrigins {
  memberUrl: string;
  webUrl: string;
}

/**
 * `candidate` when it is a page of the member area or of the public site (checked with the shared
 * open-redirect guard, then held to those origins alone), or this app's own event page
 * (`/mobile/events/<slug>`, where the app's registration came from), with the label of the way
 * back; else null.
 *
 * @param candidate the untrusted `return` query value
 */
export function returnTargetOf(
  candidate: string | null | undefined,
  origins: ReturnOrigins,
): ReturnTarget | null {
  const safe = safeReturnUrl(candidate, [origins.memberUrl, origins.webUrl], '');
  if (/^\/mobile\/events\/[^/?#]+$/.test(safe))
    return { href: safe, label: 'Kembali ke halaman event' };
  let url: URL;
  try {
    url = new URL(safe);
  } catch {
    return null; // Empty (refused) or another path of this app.
  }
  if (url.origin === new URL(origins.memberUrl).origin)
    return { href: url.href, label: 'Kembali ke Area Anggota' };
  if (url.origin !== new URL(origins.webUrl).origin) return null;
  return {
    href: url.href,
    label: url.pathname.startsWith('/event/') ? 'Kembali ke halaman event' : 'Kembali ke situs SBC',
  };
}

/**
 * The public site's page of an event order's event (`/event/{event_permalink}`), labelled as any
 * `return` to it is; null for a membership order. The way back when the `return` was lost: the
 * payment provider, a mail link or the phone's browser may open the finish page in another tab.
 *
 * @param order the order as the server has it
 * @param origins MEMBER_URL and WEB_URL
 */
export function eventPageOf(
  order: Pick<Order, 'kind' | 'event_permalink'>,
  origins: ReturnOrigins,
): ReturnTarget | null {
  if (order.kind !== 'event' || !order.event_permalink) return null;
  const page = new URL(`/event/${encodeURIComponent(order.event_permalink)}`, origins.webUrl);
  return returnTargetOf(page.href, origins);
}

/** Minimal storage, so tests can pass their own; the browser's is `sessionStorage`. */
export interface ReturnStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

function tabStorage(): ReturnStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // Storage blocked by the browser's privacy settings.
  }
}

/**
 * Where an order opened from the member area or the public site goes back to, or null (the phone
 * app opens the order pages without `return`). A valid `?return=` is remembered for the tab: the
 * way from `/order` to `/order/finish` passes through the payment provider, which drops the query.
 *
 * @param url the page's URL
 * @param origins MEMBER_URL and WEB_URL
 */
export function readOrderReturn(
  url: URL,
  origins: ReturnOrigins,
  storage: ReturnStorage | null = tabStorage(),
): ReturnTarget | null {
  const fromQuery = returnTargetOf(url.searchParams.get(RETURN_PARAM), origins);
  try {
    if (fromQuery) {
      storage?.setItem(STORAGE_KEY, fromQuery.href);
      return fromQuery;
    }
    return returnTargetOf(storage?.getItem(STORAGE_KEY), origins);
  } catch {
    return fromQuery;
  }
}
