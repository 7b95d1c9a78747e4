import { Link, useLocation } from 'react-router';
import { pageWindow } from '@sbc/ui/page-window';
import { pageHref } from '../../lib/blog-paging';

const base =
  'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold transition';
const idle = `${base} text-brand-800 ring-line bg-surface ring-1 hover:bg-brand-50`;
const current = `${base} bg-brand text-white`;
const disabled = `${base} text-ink-subtle ring-line cursor-not-allowed ring-1 opacity-60`;

/**
 * Page links of a list: previous and next (with `rel`), the first, last and nearby page numbers.
 * Other query parameters of the current URL (search text, letter) are kept.
 */
export function Pagination({ page, totalPages }: { page: number; totalPages: number }) {
  const { pathname, search } = useLocation();
  if (totalPages <= 1) return null;
  const params = new URLSearchParams(search);
  const href = (n: number) => pageHref(pathname, params, n);
  return (
    <nav aria-label="Navigasi halaman" className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link to={href(page - 1)} rel="prev" className={idle}>
              <span aria-hidden="true">‹</span>&nbsp;Sebelumnya
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <span aria-hidden="true">‹</span>&nbsp;Sebelumnya
            </span>
          )}
        </li>
        {pageWindow(page, totalPages).map((slot, i) =>
          slot === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="text-ink-subtle hidden px-1 sm:block">
              …
            </li>
          ) : (
            <li key={slot} className="hidden sm:block">
              <Link
                to={href(slot)}
                aria-label={`Halaman ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
                className={slot === page ? current : idle}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li className="text-ink-muted px-2 text-sm sm:hidden">
          Halaman {page} dari {totalPages}
        </li>
        <li>
          {page < totalPages ? (
            <Link to={href(page + 1)} rel="next" className={idle}>
              Berikutnya&nbsp;<span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Berikutnya&nbsp;<span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
