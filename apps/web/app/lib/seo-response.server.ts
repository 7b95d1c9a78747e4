import { PUBLIC_FILE_CACHE_CONTROL } from './blog-http';

/** A machine-read file (XML, text) with its type and shared-cache headers. */
export function fileResponse(body: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': contentType,
      'Cache-Control': PUBLIC_FILE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** The answer of a file route whose data the API could not give: 503, never cached. */
export function unavailableResponse(what: string, cause: unknown): Response {
  console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
  return new Response('Layanan sedang tidak tersedia. Silakan coba lagi nanti.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
  });
}
