import { type ReactNode } from 'react';
import { type BadgeTone } from '../lib/my-events';

const toneClass: Record<BadgeTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-success-soft text-success ring-success/25',
  warning: 'bg-amber-50 text-amber-800 ring-amber-300',
  danger: 'bg-danger-soft text-danger ring-danger/25',
  neutral: 'bg-surface-muted text-ink-muted ring-line',
};

/** Props of {@link Badge}. */
export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
}

/** A small rounded status label; the colour repeats the words, never replaces them. */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span
      className={`${toneClass[tone]} inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset`}
    >
      {children}
    </span>
  );
}
