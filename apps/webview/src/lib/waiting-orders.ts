import { type Order } from '@sbc/contract';

/**
 * The member's membership orders still waiting for payment, newest first as listed: an unpaid
 * invoice before its deadline (an overdue one may not be closed yet by the API's minute sweep).
 * The package page shows them before a new order is made: each bank transfer has its own exact
 * amount, and paying one order while looking at another is easy once there are several.
 *
 * @param orders the member's orders (`listMyOrders`)
 * @param now Unix seconds
 */
export function waitingMembershipOrders(orders: Order[], now: number): Order[] {
  return orders.filter(
    (order) =>
      order.kind === 'membership' &&
      order.invoice.status === 'unpaid' &&
      order.invoice.expire_datetime > now,
  );
}
