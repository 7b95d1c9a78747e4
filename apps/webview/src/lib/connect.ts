import { isApiError } from '@sbc/api-client/core';
import { memberApi } from './api';
import { memberSession } from './session';

/** How the exchange of a connect code ended, for the login prompt to explain itself. */
export type ConnectOutcome = 'connected' | 'refused' | 'unavailable';

/**
 * Exchanges the phone app's one-time connect code for this host's own member session
 * (`connect/to-member`) and keeps it in the Member-Token and member_profile cookies. A refused
 * code (used, expired, unknown) clears the member cookies (SPEC section 4), so the pages ask to
 * log in instead of acting as someone else.
 */
export async function connectWithCode(code: string): Promise<ConnectOutcome> {
  try {
    const session = await memberApi.connectToMember({ query: { token: code } });
    await memberSession.login(session.token, async () => session.member_profile);
    return 'connected';
  } catch (error) {
    memberSession.logout();
    return isApiError(error) ? 'refused' : 'unavailable';
  }
}
