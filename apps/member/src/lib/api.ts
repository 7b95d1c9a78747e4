import { browserHooks } from '@sbc/api-client/browser';
import { createMemberClient } from '@sbc/api-client/member';
import { env } from '../env';
import { memberSession } from './session';

const getToken = () => memberSession.getToken();

/**
 * The member API for a logged-in member. SPEC section 8: a 401 answer clears the cookies and
 * goes home, where the dashboard guard then asks to log in again.
 */
export const memberApi = createMemberClient({
  baseURL: env.API_URL,
  getToken,
  hooks: browserHooks({ clearMemberCredentials: () => memberSession.logout() }),
});

/**
 * The same calls without the 401 side effects, for the login, register and password pages:
 * there a 401 means "wrong password", which the form shows instead of leaving the page.
 */
export const quietMemberApi = createMemberClient({ baseURL: env.API_URL, getToken });
