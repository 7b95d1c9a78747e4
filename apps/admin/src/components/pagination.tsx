import { formatNumberId } from '@sbc/format/rupiah';
import { Link } from 'react-router';
import { cx } from '@sbc/ui/class-names';
import { pageCount } from '../lib/search-params';

/** Props of {@link Pagination}. */
export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The link to another page of the same list (keeping its search and filters). */
  hrefFor: (page: number) => string;
  /** What the rows are, for "Menampilkan 1–50 dari 5.000 peserta". */
  noun: string;
}

/**
 * The pages around `page`, with `null` for the gaps: 1 … 4 5 6 … 20. A gap of one page shows that
 * page instead (1 2 3 4, not 1 2 … 4): "…" never stands for a single number.
 */
export function visiblePages(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous === 2) result.push(p - 1);
    else if (previous !== undefined && p - previous > 2) result.push(null);
    result.push(p);
  });
  return result;
}

const itemClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition';

/** "Menampilkan x–y dari z" and page links; nothing to click when everything fits one page. */
export function Pagination({ page, perPage, total, hrefFor, noun }: PaginationProps) {
  const pages = pageCount(total, perPage);
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  // An empty list says so itself (its empty state).
  if (total === 0) return null;
  return (
    <div className="mt-4 flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-ink-muted text-sm" aria-live="polite">
        {`Menampilkan ${formatNumberId(first)}–${formatNumberId(last)} dari ${formatNumberId(total)} ${noun}`}
      </p>
      {pages > 1 ? (
        <nav aria-label="Halaman" className="flex flex-wrap items-center gap-1">
          {page > 1 ? (
            <Link
              to={hrefFor(page - 1)}
              className={cx(itemClass, 'text-brand-800 hover:bg-brand-50')}
            >
              ‹ <span className="sr-only sm:not-sr-only">Sebelumnya</span>
            </Link>
          ) : null}
          {visiblePages(page, pages).map((p, i) =>
            p === null ? (
              <span key={`gap-${i}`} className="text-ink-subtle px-1" aria-hidden="true">
                …
              </span>
            ) : (
              <Link
                key={p}
                to={hrefFor(p)}
                aria-label={`Halaman ${p}`}
                aria-current={p === page ? 'page' : undefined}
                className={cx(
                  itemClass,
                  p === page ? 'bg-brand text-ink-inverse' : 'text-brand-800 hover:bg-brand-50',
                )}
              >
                {p}
              </Link>
            ),
          )}
          {page < pages ? (
            <Link
              to={hrefFor(page + 1)}
              className={cx(itemClass, 'text-brand-800 hover:bg-brand-50')}
            >
              <span className="sr-only sm:not-sr-only">Berikutnya</span> ›
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
