/**
 * Paging of the site's lists: `?page=N` (1-based) and the pages' links; the page numbers shown
 * are `@sbc/ui/page-window`'s, as in the console.
 */

/**
 * The page asked for in `?page=`: a positive integer, else 1 (`?page=abc`, `?page=0` and a
 * missing parameter all mean the first page).
 */
export function readPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/**
 * The link to `page` of the list at `pathname`, keeping the other query parameters
 * (search text, catalogue letter). Page 1 has no `page` parameter, so it has one URL only.
 */
export function pageHref(pathname: string, searchParams: URLSearchParams, page: number): string {
  const params = new URLSearchParams(searchParams);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}
