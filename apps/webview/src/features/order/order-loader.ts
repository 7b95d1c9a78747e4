import { type CartItem, type Order } from '@sbc/contract';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { orderApi, readOrder } from '../../lib/api';
import { eventPageOf, readOrderReturn, type ReturnTarget } from '../../lib/order-return';
import { API_UNAVAILABLE_MESSAGE, httpStatusOf, messageOf } from '../../lib/messages';
import { orderNotFound } from '../../lib/order-not-found';
import { waitingMembershipOrders } from '../../lib/waiting-orders';
import { memberSession } from '../../lib/session';

/**
 * What `/order` shows: a login prompt, the products, or one order's invoice; and the way back to
 * the member area or the public site when the order was opened from there.
 */
export type OrderPageData = (
  | { kind: 'login' }
  | { kind: 'products'; products: CartItem[]; waiting: Order[] }
  | { kind: 'order'; order: Order }
) & { back: ReturnTarget | null };

/** Orders that are over: their finish page tells how they ended. */
const SETTLED = new Set<Order['stage']>(['paid', 'expired', 'failed', 'cancelled']);

/**
 * The member's membership orders waiting for payment, shown above the packages. Only a hint: the
 * packages are offered without it when the list cannot be read (a 401 still ends the session and
 * goes home, SPEC section 8).
 */
async function waitingOrders(signal: AbortSignal): Promise<Order[]> {
  try {
    const orders = await orderApi.listMyOrders({ signal });
    return waitingMembershipOrders(orders, Math.floor(Date.now() / 1000));
  } catch {
    return [];
  }
}

/**
 * `/order?order=<code>` reads the order's invoice (so a reload resumes it; the code alone may
 * pay, as on the finish page), as the signed-in member or, with no live session (one ended by
 * "Keluar" elsewhere is cleared on the way), as a guest; `/order` lists the products for a
 * logged-in member, after the membership orders still waiting for the member's payment.
 */
export async function orderLoader({
  request,
}: LoaderFunctionArgs): Promise<OrderPageData | Response> {
  const { signal } = request;
  const url = new URL(request.url);
  // Opened from the member area or the public site: the way back, remembered for the finish page.
  const origins = { memberUrl: env.MEMBER_URL, webUrl: env.WEB_URL };
  const back = readOrderReturn(url, origins);
  const code = url.searchParams.get('order')?.trim();
  try {
    if (code) {
      const order = await readOrder(code, signal);
      if (SETTLED.has(order.stage)) return redirect(paths.orderFinish.href(order.code));
      // An event's bill opened without `return` (a mail link, another tab): back to the event.
      return { kind: 'order', order, back: back ?? eventPageOf(order, origins) };
    }
    if (!memberSession.isLoggedIn()) return { kind: 'login', back };
    const [products, waiting] = await Promise.all([
      orderApi.listProducts({ signal }),
      waitingOrders(signal),
    ]);
    return { kind: 'products', products, waiting, back };
  } catch (error) {
    const status = httpStatusOf(error);
    // Listing the products with a session that ended elsewhere ("Keluar" on another host of this
    // device): the client cleared the member cookies and goes home (SPEC section 8); until then
    // the page asks to log in.
    if (status === 401) return { kind: 'login', back };
    if (code && (status === 404 || status === 400)) {
      // An unknown code, or another member's order: the API's own words ("Pesanan tidak ditemukan").
      throw orderNotFound({
        message: status === 404 ? messageOf(error) : undefined,
        back,
        ordersHref: `${env.MEMBER_URL}/#pesanan-saya`,
        isSignedIn: memberSession.isLoggedIn(),
      });
    }
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}
