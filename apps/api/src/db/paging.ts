import { type Paged } from '@sbc/contract';

/** A listing's page request: 1-based `page`, `perPage` rows. */
export interface PageRequest {
  page?: number;
  perPage?: number;
}

/**
 * One page of a listing and its total, read together: `rows(limit, offset)` reads the page,
 * `count()` answers `[{ n }]` for the same filter; each row becomes an item with `toItem`.
 */
export async function pageOf<R, T>(
  request: PageRequest,
  defaultPerPage: number,
  rows: (limit: number, offset: number) => Promise<R[]>,
  count: () => Promise<{ n: number }[]>,
  toItem: (row: R) => T,
): Promise<Paged<T>> {
  const perPage = request.perPage ?? defaultPerPage;
  const offset = ((request.page ?? 1) - 1) * perPage;
  const [page, [total]] = await Promise.all([rows(perPage, offset), count()]);
  return { data: page.map(toItem), totalRecords: Number(total?.n ?? 0) };
}
