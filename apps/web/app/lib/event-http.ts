import { PUBLIC_PAGE_CACHE_CONTROL } from './blog-http';

/** `Cache-Control` of answers that are personal (a form's result). */
export const NO_STORE_HEADERS = { 'Cache-Control': 'no-store' } as const;

/**
 * A route `headers` export for the certificate pages: shared-cacheable like every public page,
 * except error answers (never cached) and a form's answer, whose action sets `no-store`.
 */
export function ecertHeaders({
  actionHeaders,
  errorHeaders,
}: {
  actionHeaders?: Headers;
  errorHeaders?: Headers;
}): HeadersInit {
  if (errorHeaders) return errorHeaders;
  if (actionHeaders?.has('Cache-Control')) return actionHeaders;
  return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
}
