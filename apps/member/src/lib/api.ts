import { browserHooks } from '@sbc/api-client/browser';
import { createMemberClient } from '@sbc/api-client/member';
import { createOrderClient } from '@sbc/api-client/order';
import { env } from '../env';
import { memberSession } from './session';

const getToken = () => memberSession.getToken();

/** SPEC section 8: a 401 answer clears the cookies and goes home, where the guard asks to log in. */
const hooks = browserHooks({ clearMemberCredentials: () => memberSession.logout() });

/** The member API for a logged-in member. */
export const memberApi = createMemberClient({ baseURL: env.API_URL, getToken, hooks });

/** The order group (JSON bodies) with the member's bearer token: the member's own orders. */
export const orderApi = createOrderClient({ baseURL: env.API_URL, getToken, hooks });

/**
 * The same calls without the 401 side effects, for the login, register and password pages:
 * there a 401 means "wrong password", which the form shows instead of leaving the page.
 */
export const quietMemberApi = createMemberClient({ baseURL: env.API_URL, getToken });
