import { createBrowserSession } from '@sbc/session/client';

/** The member's token and profile cookies on the member host (Member-Token, member_profile). */
export const memberSession = createBrowserSession('member');
