import { isApiError } from '@sbc/api-client/core';
import { data } from 'react-router';
import { publicApi } from './api.server';
import { API_UNAVAILABLE_MESSAGE } from './messages';

/** The outcome of a newsletter link: done, or a token that is missing, unknown, used or expired. */
export type NewsletterLinkOutcome = { status: 'done'; email: string } | { status: 'invalid' };

/** The token of a newsletter link (`?token=`), if it has a plausible shape. */
export function readNewsletterToken(url: URL, form?: FormData | null): string | null {
  const fromForm = form?.get('token');
  const raw = typeof fromForm === 'string' && fromForm ? fromForm : url.searchParams.get('token');
  return raw && raw.length >= 10 && raw.length <= 200 ? raw : null;
}

/**
 * Runs a newsletter link's call: a refused token (400, 404, 410) is an invalid link; an API
 * outage becomes the 503 error page.
 */
export async function runNewsletterLink(
  what: string,
  call: () => Promise<{ email: string }>,
): Promise<NewsletterLinkOutcome> {
  try {
    const result = await call();
    return { status: 'done', email: result.email };
  } catch (cause) {
    if (isApiError(cause) && [400, 404, 409, 410].includes(cause.status)) return { status: 'invalid' };
    console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
    throw data(API_UNAVAILABLE_MESSAGE, { status: 503 });
  }
}

/** Confirms a subscription with the emailed token. */
export function confirmNewsletter(token: string | null): Promise<NewsletterLinkOutcome> {
  if (!token) return Promise.resolve({ status: 'invalid' });
  return runNewsletterLink('GET newsletter/confirm', () => publicApi.confirmSubscription({ query: { token } }));
}

/** Unsubscribes with the token every newsletter email carries. */
export function unsubscribeNewsletter(token: string | null): Promise<NewsletterLinkOutcome> {
  if (!token) return Promise.resolve({ status: 'invalid' });
  return runNewsletterLink('POST newsletter/unsubscribe', () => publicApi.unsubscribe({ body: { token } }));
}

/** Newsletter links are personal: never cached, never indexed. */
export function newsletterHeaders(): HeadersInit {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
}
