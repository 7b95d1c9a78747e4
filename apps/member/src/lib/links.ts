import { env } from '../env';

/** An event's page on the public site. */
export function eventUrl(slug: string): string {
  return `${env.WEB_URL}/event/${encodeURIComponent(slug)}`;
}

/** A certificate's page on the public site, by its unguessable code. */
export function certificateUrl(code: string): string {
  return `${env.WEB_URL}/ecert/v1/${encodeURIComponent(code)}`;
}

/** Where the webview's order pages send the member back to: "Pesanan Saya" of the dashboard. */
export function ordersReturnUrl(): string {
  return `${env.MEMBER_URL}/#pesanan-saya`;
}

/**
 * The webview page that shows an order and lets the member pay it, with `return` so its
 * finish page offers the way back here.
 */
export function orderFinishUrl(orderCode: string): string {
  const query = new URLSearchParams({ order_id: orderCode, return: ordersReturnUrl() });
  return `${env.WEBVIEW_URL}/order/finish?${query.toString()}`;
}

/**
 * The webview page where a membership is bought or extended; `return` makes the finish page
 * after payment offer "Kembali ke Area Anggota" (the phone app opens `/order` without it).
 */
export function membershipOrderUrl(): string {
  return `${env.WEBVIEW_URL}/order?${new URLSearchParams({ return: ordersReturnUrl() }).toString()}`;
}

/** The public site's event list. */
export function eventsUrl(): string {
  return `${env.WEB_URL}/event`;
}
