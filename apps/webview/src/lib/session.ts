import { createBrowserSession } from '@sbc/session/client';

/**
 * The member's session on the webview host (Member-Token and member_profile cookies). It comes
 * from a one-time connect code the phone app puts in the URL, never from a token in a URL.
 */
export const memberSession = createBrowserSession('member');

/**
 * Whether lists show the member price: a logged-in member whose cached profile says the membership
 * is active (the event page asks the API, which decides the price charged).
 */
export function seesMemberPrice(): boolean {
  return (
    memberSession.isLoggedIn() &&
    memberSession.getProfile<{ membership_active?: unknown }>()?.membership_active === true
  );
}
