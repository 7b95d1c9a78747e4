import { entityTag } from '@sbc/static-server';
import { PUBLIC_FILE_CACHE_CONTROL } from './blog-http';

/**
 * A machine-read file (XML, text) with its type, shared-cache headers and an entity tag of its
 * text: a reader that sends the tag back (`If-None-Match`) gets 304 while the file is unchanged.
 */
export function fileResponse(request: Request, body: string, contentType: string): Response {
  // The tag the page cache gives the same file when it serves it again (packages/static-server).
  const etag = entityTag(body);
  const headers = {
    'Content-Type': contentType,
    'Cache-Control': PUBLIC_FILE_CACHE_CONTROL,
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  const known = (request.headers.get('If-None-Match') ?? '').split(',').map((tag) => tag.trim());
  if (known.includes(etag) || known.includes('*')) return new Response(null, { status: 304, headers });
  return new Response(body, { status: 200, headers });
}

/** The answer of a file route whose data the API could not give: 503, never cached. */
export function unavailableResponse(what: string, cause: unknown): Response {
  console.error(`[web] ${what} failed:`, cause instanceof Error ? cause.message : cause);
  return new Response('Layanan sedang tidak tersedia. Silakan coba lagi nanti.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '60' },
  });
}
