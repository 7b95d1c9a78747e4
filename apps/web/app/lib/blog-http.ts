/**
 * Caching of public blog pages: identical for every visitor, so shared caches may keep them
 * (browsers 1 minute, CDNs 5 minutes, served stale while refreshing for 10 more).
 */
export const PUBLIC_PAGE_CACHE_CONTROL =
  'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

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
