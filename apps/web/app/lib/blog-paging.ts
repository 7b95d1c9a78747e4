/** Paging of blog lists: `?page=N` (1-based), page numbers to show, and their links. */

/**
 * The page asked for in `?page=`: a positive integer, else 1 (`?page=abc`, `?page=0` and a
 * missing parameter all mean the first page).
 */
export function readPage(searchParams: URLSearchParams): number {
  const raw = searchParams.get('page');
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** How many pages `total` items fill, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number to link, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/**
 * The page numbers a pagination bar shows: always the first and last, the current page with
 * `radius` neighbours on each side, and `'gap'` where numbers are skipped.
 * A gap never hides a single page (that page is shown instead).
 */
export function pageWindow(current: number, total: number, radius = 1): PageSlot[] {
  if (total <= 1) return [1];
  const page = Math.min(Math.max(1, current), total);
  const from = Math.max(2, page - radius);
  const to = Math.min(total - 1, page + radius);
  const slots: PageSlot[] = [1];
  if (from === 3) slots.push(2);
  else if (from > 3) slots.push('gap');
  for (let n = from; n <= to; n++) slots.push(n);
  if (to === total - 2) slots.push(total - 1);
  else if (to < total - 2) slots.push('gap');
  slots.push(total);
  return slots;
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
