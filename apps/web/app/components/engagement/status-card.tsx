import type { ReactNode } from 'react';
import { CheckCircleIcon, MailOutlineIcon } from './engagement-icons';

export interface StatusCardProps {
  tone: 'success' | 'error' | 'neutral';
  title: string;
  children?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
}

const TONES = {
  success: 'bg-success-soft text-success',
  error: 'bg-danger-soft text-danger',
  neutral: 'bg-brand-100 text-brand-800',
} as const;

/** A centred card with one outcome (newsletter confirmation, unsubscription). */
export function StatusCard({ tone, title, children, actions }: StatusCardProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : MailOutlineIcon;
  return (
    <div className="bg-surface-muted px-4 py-12 md:py-20">
      <div className="bg-surface ring-line mx-auto max-w-xl rounded-3xl p-8 text-center shadow-sm ring-1 md:p-10">
        <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${TONES[tone]}`}>
          <Icon className="size-8" />
        </span>
        <h1 className="text-brand-900 mt-5 text-2xl font-bold md:text-3xl">{title}</h1>
        {children ? <div className="text-ink-muted mt-3 space-y-2">{children}</div> : null}
        {actions ? <div className="mt-7 flex flex-wrap justify-center gap-3">{actions}</div> : null}
      </div>
    </div>
  );
}

/** Classes of the primary and secondary buttons on a status card. */
export const STATUS_BUTTON = {
  primary:
    'bg-brand hover:bg-brand-700 inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-bold text-white transition disabled:cursor-wait disabled:opacity-70',
  secondary:
    'text-brand-800 ring-line hover:bg-brand-50 inline-flex items-center justify-center rounded-full px-6 py-3 text-sm font-bold ring-1 transition',
} as const;
