import { formatNumberId } from '@sbc/format/rupiah';
import { Link, Navigate } from 'react-router';
import { cx } from '@sbc/ui/class-names';
import { pageCount, pageWindow } from '@sbc/ui/page-window';

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

const itemClass =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-full px-3 text-sm font-semibold transition';

/**
 * "Menampilkan x–y dari z" and page links; nothing to click when everything fits one page.
 * A page past the last one (an old link, or the last rows of the last page deleted) opens the
 * last page in its place, replacing the address: the list never shows its empty state, nor a
 * summary that starts after its total, while it has rows.
 */
export function Pagination({ page, perPage, total, hrefFor, noun }: PaginationProps) {
  const pages = pageCount(total, perPage);
  const first = (page - 1) * perPage + 1;
  const last = Math.min(total, page * perPage);
  // An empty list says so itself (its empty state).
  if (total === 0) return null;
  if (page > pages) return <Navigate to={hrefFor(pages)} replace />;
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
          {pageWindow(page, pages).map((p, i) =>
            p === 'gap' ? (
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
