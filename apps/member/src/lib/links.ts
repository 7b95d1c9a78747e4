import { env } from '../env';

/** An event's page on the public site. */
export function eventUrl(slug: string): string {
  return `${env.WEB_URL}/event/${encodeURIComponent(slug)}`;
}

/** A certificate's page on the public site, by its unguessable code. */
export function certificateUrl(code: string): string {
  return `${env.WEB_URL}/ecert/v1/${encodeURIComponent(code)}`;
}

/** The webview page that shows an order and lets the member pay it. */
export function orderFinishUrl(orderCode: string): string {
  return `${env.WEBVIEW_URL}/order/finish?order_id=${encodeURIComponent(orderCode)}`;
}

/** The webview page where a membership is bought or extended. */
export function membershipOrderUrl(): string {
  return `${env.WEBVIEW_URL}/order`;
}

/** The public site's event list. */
export function eventsUrl(): string {
  return `${env.WEB_URL}/event`;
}
