import { cx } from '@sbc/ui/class-names';
import type { ReactNode } from 'react';
import { cardClass } from './styles';

/** The padding of a list table's cell. */
export const cellClass = 'px-4 py-3 align-top';

/** A column heading of {@link DataTable}. */
export interface DataTableColumn {
  label: string;
  /** Read only by screen readers (a column of row actions). */
  isLabelHidden?: boolean;
  /** Extra classes, e.g. `hidden md:table-cell` for a column narrow screens leave out. */
  className?: string;
}

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /** What the table lists, for screen readers ("Daftar anggota"). */
  caption: string;
  columns: readonly DataTableColumn[];
  /** The rows (`<tr className="border-line border-t">`). */
  children: ReactNode;
}

/**
 * The console's list table: a card that scrolls sideways on narrow screens, with a caption and
 * column headings. The card is `relative` so the screen-reader-only headings (absolutely placed)
 * stay inside its scroll box instead of widening the page.
 */
export function DataTable({ caption, columns, children }: DataTableProps) {
  return (
    <div className={`${cardClass} relative overflow-x-auto`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-muted text-ink-muted text-xs font-semibold tracking-wide uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={cx('px-4 py-3', column.className)}>
                {column.isLabelHidden ? (
                  <span className="sr-only">{column.label}</span>
                ) : (
                  column.label
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
