import { type ReactNode } from 'react';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

const toneClass = {
  error: 'bg-danger-soft text-danger ring-danger/20',
  success: 'bg-success-soft text-success ring-success/20',
  info: 'bg-brand-50 text-brand-900 ring-brand-200',
} as const;

/** A message in the page: errors are announced at once, the others politely. */
export function Alert({ tone, children }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`${toneClass[tone]} rounded-xl px-4 py-3 text-sm leading-relaxed ring-1`}
    >
      {children}
    </div>
  );
}
