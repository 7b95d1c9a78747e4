import { type Order } from '@sbc/contract';
import { data, type LoaderFunctionArgs } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { memberApi, readOrder } from '../../lib/api';
import { eventPageOf, readOrderReturn, type ReturnTarget } from '../../lib/order-return';
import { API_UNAVAILABLE_MESSAGE, httpStatusOf, messageOf } from '../../lib/messages';
import { orderNotFound } from '../../lib/order-not-found';
import { memberSession } from '../../lib/session';

/** What the finish page shows: the order as the server has it. */
export interface FinishPageData {
  order: Order;
  /**
   * The page to go back to when the order was opened from the member area or the public site (a
   * checked `return`), else an event order's page on the public site (the `return` is lost when
   * the page opens in another tab or browser); null in the phone app's `/mobile/order/finish` and
   * for a membership order without `return`, whose finish page leads to `/mobile`.
   */
  back: ReturnTarget | null;
}

/**
 * A paid membership changed the member's end date: refresh the cached profile so the other
 * pages show it. Best effort; the finish page itself reads the date from the order.
 */
async function refreshProfile(): Promise<void> {
  try {
    const { member_profile: profile } = await memberApi.checkMemberConnection();
    memberSession.setProfile(profile);
  } catch {
    // The old profile stays; nothing on this page depends on it.
  }
}

/**
 * `/order/finish?order_id=<code>` and `/mobile/order/finish`: the order read with
 * `order/get-invoice`, as the member or, with no live session, as a guest (`readOrder`). The
 * query's other fields (a provider's status) are never trusted.
 */
export async function finishLoader({ request }: LoaderFunctionArgs): Promise<FinishPageData> {
  const url = new URL(request.url);
  const code = url.searchParams.get('order_id')?.trim();
  const isInApp = url.pathname === paths.mobileOrderFinish.path;
  const origins = { memberUrl: env.MEMBER_URL, webUrl: env.WEB_URL };
  const back = isInApp ? null : readOrderReturn(url, origins);
  // No code, an unknown one, or another member's order: the API's own words, in Indonesian.
  const notFound = (message?: string) =>
    orderNotFound({
      message,
      back,
      ordersHref: `${env.MEMBER_URL}/#pesanan-saya`,
      isSignedIn: memberSession.isLoggedIn(),
    });
  if (!code) throw notFound();
  let order: Order;
  try {
    order = await readOrder(code, request.signal);
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404) throw notFound(messageOf(error));
    if (status === 400) throw notFound();
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
  if (order.stage === 'paid' && order.kind === 'membership' && memberSession.isLoggedIn()) {
    await refreshProfile();
  }
  return { order, back: back ?? (isInApp ? null : eventPageOf(order, origins)) };
}
