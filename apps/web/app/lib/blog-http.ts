/**
 * Caching of public pages: identical for every visitor, so a CDN may keep them for a minute
 * (and serve one stale copy for 30 seconds more while it refreshes). Browsers ask again on every
 * visit (`max-age=0`): a reader or an editor opening a page they saw before gets what the site
 * says now, which the web server's own page cache makes cheap.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=30';

/** Cache headers of machine-read files (sitemap, feeds, robots.txt). */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600';

/**
 * A route `headers` export for public pages. Error answers (404, 503) get no cache header,
 * so a passing API outage is never kept in a shared cache.
 */
export function publicPageHeaders({ errorHeaders }: { errorHeaders?: Headers }): HeadersInit {
  if (errorHeaders) return errorHeaders;
  return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL };
}
