import { data } from 'react-router';
import { type ReturnTarget } from './order-return';

/** What the API says of an order code it does not know, or of another member's order. */
export const ORDER_NOT_FOUND_MESSAGE = 'Pesanan tidak ditemukan';

/**
 * The order pages' 404 (SPEC section 8: a page data error shows its status and message): the
 * route exists, the order does not, so the page names the order in Indonesian instead of the
 * unknown-path page's "This page could not be found".
 */
export interface OrderNotFound {
  kind: 'order-not-found';
  message: string;
  /** Where the order was opened from (member area, public site), for the way back. */
  back: ReturnTarget | null;
  /** The member's orders in the member area ("Pesanan Saya"). */
  ordersHref: string;
  /** A member is signed in here: the order may be another account's. */
  isSignedIn: boolean;
}

/** The error a loader throws when its order cannot be shown. */
export function orderNotFound(
  options: Omit<OrderNotFound, 'kind' | 'message'> & { message?: string },
) {
  const message = options.message?.trim() || ORDER_NOT_FOUND_MESSAGE;
  const body: OrderNotFound = { kind: 'order-not-found', ...options, message };
  return data(body, { status: 404 });
}

/** Whether a route error's data is {@link OrderNotFound}. */
export function isOrderNotFound(value: unknown): value is OrderNotFound {
  return (value as { kind?: unknown } | null)?.kind === 'order-not-found';
}
