// The cookie header reader of the server (no cookie library in the first-load bundle): the same
// rules for a present token and the profile's encoding as the member area's session.
import { readSessionFromCookieHeader } from '@sbc/session/server';
import { useMemo, useSyncExternalStore } from 'react';
import { type MemberBadge, type MemberProfileCookie, toMemberBadge } from './member-badge';

// Cookies have no change event: look again when the tab comes back (a login or logout in
// another tab); the navbar also re-renders, and so re-reads, on every navigation.
function subscribeToTabReturn(onChange: () => void) {
  window.addEventListener('focus', onChange);
  document.addEventListener('visibilitychange', onChange);
  return () => {
    window.removeEventListener('focus', onChange);
    document.removeEventListener('visibilitychange', onChange);
  };
}

/**
 * The logged-in member's badge, or null. Read from the Member-Token and member_profile cookies
 * in the browser only: the server and the hydrating render always see "not logged in", so the
 * server's HTML is the same for every visitor and can be cached.
 */
export function useMemberBadge(): MemberBadge | null {
  const cookies = useSyncExternalStore(
    subscribeToTabReturn,
    () => document.cookie,
    () => '',
  );
  return useMemo(() => {
    if (!cookies) return null;
    const session = readSessionFromCookieHeader<MemberProfileCookie>(cookies);
    return session.memberToken === null ? null : toMemberBadge(session.memberProfile);
  }, [cookies]);
}
