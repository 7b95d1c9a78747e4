import { formatNumberId } from '@sbc/format/rupiah';
import { cx } from '@sbc/ui/class-names';
import { Link } from 'react-router';

/** One choice of {@link FilterTabs}. */
export interface FilterTab {
  label: string;
  /** A shorter label for phones (under 640 px). */
  shortLabel?: string;
  to: string;
  isActive: boolean;
  /** Shown after the label, for example the number of rows the filter keeps. */
  count?: number;
  /** What the count counts, read aloud after it ("belum dibaca"). */
  countNoun?: string;
}

/** The one name a tab is read by: its full label and count ("Laporan masalah (2 belum dibaca)"). */
export function tabName({ label, count, countNoun }: Pick<FilterTab, 'label' | 'count' | 'countNoun'>) {
  if (count === undefined) return label;
  const counted = countNoun ? `${formatNumberId(count)} ${countNoun}` : formatNumberId(count);
  return `${label} (${counted})`;
}

/**
 * The tabs of a filter whose choices are the keys of `labels`: each links to `to(value)`, where the
 * `'all'` choice is no value (the address without the filter), and the `active` choice is marked.
 */
export function filterTabs<K extends string>(
  labels: Record<K, string>,
  active: NoInfer<K>,
  to: (value: Exclude<K, 'all'> | undefined) => string,
): FilterTab[] {
  return (Object.keys(labels) as K[]).map((key) => ({
    label: labels[key],
    to: to(key === 'all' ? undefined : (key as Exclude<K, 'all'>)),
    isActive: key === active,
  }));
}


/** A row of filter links (the current one marked for assistive technology). */
export function FilterTabs({ label, tabs }: { label: string; tabs: readonly FilterTab[] }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1.5">
      {tabs.map((tab) => (
        <Link
          key={tab.label}
          to={tab.to}
          replace
          preventScrollReset
          aria-current={tab.isActive ? 'true' : undefined}
          aria-label={tab.shortLabel || tab.count !== undefined ? tabName(tab) : undefined}
          className={cx(
            'inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold ring-1 transition sm:gap-2 sm:px-4',
            tab.isActive
              ? 'bg-brand-800 text-ink-inverse ring-brand-800'
              : 'bg-surface text-ink-muted ring-line hover:text-brand-800 hover:ring-brand-300',
          )}
        >
          {tab.shortLabel ? (
            <>
              <span className="sm:hidden">{tab.shortLabel}</span>
              <span className="hidden sm:inline">{tab.label}</span>
            </>
          ) : (
            tab.label
          )}
          {tab.count === undefined ? null : (
            <span
              className={cx(
                'rounded-full px-1.5 py-0.5 text-xs sm:px-2',
                tab.isActive ? 'bg-white/20' : 'bg-surface-muted',
              )}
            >
              {formatNumberId(tab.count)}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
