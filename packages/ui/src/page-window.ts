/** The pages of a paged list and the page numbers its pager shows (the public site's and the console's). */

/** How many pages `total` items fill `perPage` at a time, at least one. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page number to link, or a gap shown as an ellipsis. */
export type PageSlot = number | 'gap';

/**
 * The page numbers a pager shows: always the first and last, the current page with `radius`
 * neighbours on each side, and `'gap'` where numbers are skipped (1 … 4 5 6 … 20).
 * A gap never hides a single page: that page is shown instead (1 2 3 4, not 1 2 … 4).
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
