import { type CartItem, type Order } from '@sbc/contract';
import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { orderApi, orderApiForVisitor } from '../../lib/api';
import { readOrderReturn } from '../../lib/order-return';
import { API_UNAVAILABLE_MESSAGE, httpStatusOf } from '../../lib/messages';
import { memberSession } from '../../lib/session';

/** What `/order` shows: a login prompt, the products, or one order's invoice. */
export type OrderPageData =
  { kind: 'login' } | { kind: 'products'; products: CartItem[] } | { kind: 'order'; order: Order };

/** Orders that are over: their finish page tells how they ended. */
const SETTLED = new Set<Order['stage']>(['paid', 'expired', 'failed']);

/**
 * `/order?order=<code>` reads the order's invoice (so a reload resumes it; the code alone may
 * pay, as on the finish page); `/order` lists the products for a logged-in member.
 */
export async function orderLoader({
  request,
}: LoaderFunctionArgs): Promise<OrderPageData | Response> {
  const { signal } = request;
  const url = new URL(request.url);
  // Opened from the member area or the public site: remember the way back for the finish page.
  readOrderReturn(url, { memberUrl: env.MEMBER_URL, webUrl: env.WEB_URL });
  const code = url.searchParams.get('order')?.trim();
  try {
    if (code) {
      const order = await orderApiForVisitor().getInvoice(
        { body: { order_code: code } },
        { signal },
      );
      if (SETTLED.has(order.stage)) return redirect(paths.orderFinish.href(order.code));
      return { kind: 'order', order };
    }
    if (!memberSession.isLoggedIn()) return { kind: 'login' };
    return { kind: 'products', products: await orderApi.listProducts({ signal }) };
  } catch (error) {
    const status = httpStatusOf(error);
    if (status === 404 || status === 400) throw data(null, { status: 404 });
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}
