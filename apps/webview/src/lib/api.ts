import { browserHooks } from '@sbc/api-client/browser';
import { basicAuthorization, createClient } from '@sbc/api-client/core';
import { createMemberClient } from '@sbc/api-client/member';
import { createOrderClient, type OrderClient } from '@sbc/api-client/order';
import { createPublicClient } from '@sbc/api-client/public';
import { type Order, orderEndpoints } from '@sbc/contract';
import { paths } from '../config/paths';
import { env } from '../env';
import { httpStatusOf } from './messages';
import { memberSession } from './session';

const getToken = () => memberSession.getToken();

/**
 * SPEC section 8 in the page: reload on the reload statuses; for the member and order clients a
 * 401 clears the member cookies and goes to the webview's home.
 */
const hooks = browserHooks({
  clearMemberCredentials: () => memberSession.logout(),
  homePath: paths.mobile.href(),
});

/** Visitor calls with the public client credential (events, news, site info). */
export const publicApi = createPublicClient({
  baseURL: env.API_URL,
  clientId: env.PUBLIC_CLIENT_ID,
  clientSecret: env.PUBLIC_CLIENT_SECRET,
  hooks,
});

/**
 * Visitor calls as the logged-in member: the member's bearer token when there is one (event
 * registration, "am I registered"), else the public credential.
 */
export const memberPublicApi = createPublicClient({
  baseURL: env.API_URL,
  clientId: env.PUBLIC_CLIENT_ID,
  clientSecret: env.PUBLIC_CLIENT_SECRET,
  getToken,
  hooks,
});

/** Member connect: `connectToMember` exchanges the phone app's one-time code for a session. */
export const memberApi = createMemberClient({ baseURL: env.API_URL, getToken, hooks });

/**
 * The home page's own check of the member session. A 401 (the sign-in ended: "Keluar" on another
 * host of this device, a new password) clears the member cookies as SPEC section 8 says; the trip
 * home is left out, since the page asking is the home page.
 */
export const sessionCheckApi = createMemberClient({
  baseURL: env.API_URL,
  getToken,
  hooks: { clearMemberCredentials: () => memberSession.logout() },
});

/** Orders and payments as the logged-in member (bearer token, JSON bodies). */
export const orderApi = createOrderClient({ baseURL: env.API_URL, getToken, hooks });

/**
 * The order calls open to any client (invoice, payment method, payment) for a browser without
 * a member session, for example a finish page opened outside the app: the public credential.
 */
const guestOrderApi: OrderClient = createClient(orderEndpoints, {
  baseURL: env.API_URL,
  encoding: 'json',
  hooks,
  authorize: () => basicAuthorization(env.PUBLIC_CLIENT_ID, env.PUBLIC_CLIENT_SECRET),
});

/** The order client that fits this browser: the member's, or the guest one without a session. */
export function orderApiForVisitor(): OrderClient {
  return memberSession.isLoggedIn() ? orderApi : guestOrderApi;
}

/**
 * Reads an order as the member of this host's session. A 401 (the sign-in ended elsewhere:
 * "Keluar" on another host, a new password, an expired token) only clears the member cookies:
 * the page asking needs no member, so SPEC section 8's trip home is left out.
 */
const sessionOrderApi = createOrderClient({
  baseURL: env.API_URL,
  getToken,
  hooks: { clearMemberCredentials: () => memberSession.logout() },
});

/**
 * An order by its code, for the order and finish pages, which need no session (the code in a
 * mail's link or the payment provider's return opens the order): as the signed-in member, or,
 * without a session or when it turns out to have ended (its cookies are then cleared), as a guest
 * with the public credential. Creating an order and paying as a member keep SPEC 8's rule.
 */
export async function readOrder(code: string, signal?: AbortSignal): Promise<Order> {
  const input = { body: { order_code: code } };
  if (memberSession.isLoggedIn()) {
    try {
      return await sessionOrderApi.getInvoice(input, { signal });
    } catch (error) {
      if (httpStatusOf(error) !== 401) throw error;
    }
  }
  return guestOrderApi.getInvoice(input, { signal });
}
