import type { ReactNode } from 'react';
import { cx } from '@sbc/ui/class-names';

/** Colours of a {@link Badge}. */
export type BadgeTone = 'success' | 'neutral' | 'danger' | 'brand' | 'warning';

const TONES: Record<BadgeTone, string> = {
  success: 'bg-success-soft text-success ring-success/20',
  neutral: 'bg-surface-muted text-ink-muted ring-line',
  danger: 'bg-danger-soft text-danger ring-danger/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  warning: 'bg-amber-50 text-amber-800 ring-amber-200',
};

/** A small status label ("Hadir", "Aktif", "Terkirim"). */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={cx(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}
