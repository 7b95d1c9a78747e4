import { createBrowserSession } from '@sbc/session/client';

/**
 * The member's session on the webview host (Member-Token and member_profile cookies). It comes
 * from a one-time connect code the phone app puts in the URL, never from a token in a URL.
 */
export const memberSession = createBrowserSession('member');
