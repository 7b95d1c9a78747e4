/** Every page of the webview app, with the links to them (ARCHITECTURE section 2). */
export const paths = {
  mobile: { path: '/mobile', href: () => '/mobile' },
  mobileEvents: {
    path: '/mobile/events',
    href: (query?: { when?: 'upcoming' | 'past'; page?: number }) =>
      `/mobile/events${searchOf({ when: query?.when, page: query?.page })}`,
  },
  mobileEvent: {
    path: '/mobile/events/:slug',
    href: (slug: string) => `/mobile/events/${encodeURIComponent(slug)}`,
  },
  mobileOrderFinish: {
    path: '/mobile/order/finish',
    href: (orderCode: string) => `/mobile/order/finish${searchOf({ order_id: orderCode })}`,
  },
  order: {
    path: '/order',
    /**
     * The product list, or with an order code the invoice of that order (reloading resumes it);
     * `back` is the page its finish page leads back to (see lib/order-return.ts).
     */
    href: (orderCode?: string, back?: string) =>
      `/order${searchOf({ order: orderCode, return: back })}`,
  },
  orderFinish: {
    path: '/order/finish',
    href: (orderCode: string) => `/order/finish${searchOf({ order_id: orderCode })}`,
  },
} as const;

/** `?a=1&b=2` of the defined values, or nothing. */
function searchOf(values: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
