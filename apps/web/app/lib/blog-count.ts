/**
 * Counting from the browser (reads, outside-link clicks, category and tag visits): plain POSTs
 * to one resource route that calls the API on the server. Deliberately not router fetchers:
 * a fetcher action finishing during a navigation would end that navigation without loading the
 * new page's data when revalidation is turned off. No API client or zod here (browser bundle).
 */
import type { ReadResult } from './blog-types';

/** The resource route (routes/blog/count.ts). Slugs never contain a dot, so it cannot shadow a post. */
export const COUNT_ENDPOINT = '/blog/hitung.json';

/** What can be counted, with its fields. */
export type CountEvent =
  | { kind: 'read'; news_id: number }
  | { kind: 'link'; news_id: number; url: string }
  | { kind: 'category'; permalink: string }
  | { kind: 'tag'; permalink: string };

function toBody(event: CountEvent): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(event)) body.set(key, String(value));
  return body;
}

/**
 * Sends a count without waiting for an answer; `sendBeacon` survives the page being left
 * (a click on a link), `fetch` with keepalive is the fallback.
 */
export function sendCount(event: CountEvent): void {
  const body = toBody(event);
  if (typeof navigator !== 'undefined' && navigator.sendBeacon?.(COUNT_ENDPOINT, body)) return;
  void fetch(COUNT_ENDPOINT, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(
    () => undefined,
  );
}

/** Records a read and returns the new count (and personal picks); `null` when that failed. */
export async function postRead(newsId: number): Promise<ReadResult | null> {
  try {
    const res = await fetch(COUNT_ENDPOINT, {
      method: 'POST',
      body: toBody({ kind: 'read', news_id: newsId }),
      keepalive: true,
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    return res.ok ? ((await res.json()) as ReadResult) : null;
  } catch {
    return null;
  }
}
