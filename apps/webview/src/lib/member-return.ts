import { safeReturnUrl } from '@sbc/session/guards';

/** Name of the query parameter with which the member area opens the order pages. */
export const RETURN_PARAM = 'return';

const STORAGE_KEY = 'sbc-order-return';

/**
 * `candidate` when it is a page of the member area (checked with the shared open-redirect guard,
 * then held to the member origin alone: a path would be a page of this app), else null.
 *
 * @param candidate the untrusted `return` query value
 * @param memberUrl the member area's origin (MEMBER_URL)
 */
export function memberReturnOf(
  candidate: string | null | undefined,
  memberUrl: string,
): string | null {
  const safe = safeReturnUrl(candidate, [memberUrl], '');
  try {
    const url = new URL(safe);
    return url.origin === new URL(memberUrl).origin ? url.href : null;
  } catch {
    return null; // Empty (refused) or a path: not the member area.
  }
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
 * Where an order opened from the member area goes back to, or null (the phone app opens the
 * order pages without `return`). A valid `?return=` is remembered for the tab: the way from
 * `/order` to `/order/finish` passes through the payment provider, which drops the query.
 *
 * @param url the page's URL
 * @param memberUrl the member area's origin (MEMBER_URL)
 */
export function readMemberReturn(
  url: URL,
  memberUrl: string,
  storage: ReturnStorage | null = tabStorage(),
): string | null {
  const fromQuery = memberReturnOf(url.searchParams.get(RETURN_PARAM), memberUrl);
  try {
    if (fromQuery) {
      storage?.setItem(STORAGE_KEY, fromQuery);
      return fromQuery;
    }
    return memberReturnOf(storage?.getItem(STORAGE_KEY), memberUrl);
  } catch {
    return fromQuery;
  }
}
