import type { ReactNode } from 'react';
import { AlertIcon, CheckCircleIcon, TicketIcon } from './event-icons';

/** The registration block's card with its heading. */
export function RegistrationPanel({ children }: { children: ReactNode }) {
  return (
    <section
      id="pendaftaran"
      aria-labelledby="pendaftaran-judul"
      className="bg-surface ring-brand-200 scroll-mt-24 rounded-2xl p-5 shadow-md ring-2"
    >
      <h2
        id="pendaftaran-judul"
        className="text-brand-900 flex items-center gap-2 text-lg font-bold"
      >
        <TicketIcon className="size-5" />
        Pendaftaran
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

const TONES = {
  muted: { box: 'bg-surface-muted text-ink', icon: 'text-ink-muted' },
  danger: { box: 'bg-danger-soft text-ink', icon: 'text-danger' },
  success: { box: 'bg-success-soft text-ink', icon: 'text-success' },
} as const;

/** A short message in place of the form: event over, registration closed, seats full, an error. */
export function RegistrationNotice({
  title,
  tone,
  children,
}: {
  title: string;
  tone: keyof typeof TONES;
  children?: ReactNode;
}) {
  const style = TONES[tone];
  const Icon = tone === 'success' ? CheckCircleIcon : AlertIcon;
  return (
    <div className={`flex gap-3 rounded-xl p-4 ${style.box}`}>
      <Icon className={`mt-0.5 size-5 shrink-0 ${style.icon}`} />
      <div>
        <p className="font-semibold">{title}</p>
        {children ? <div className="text-ink-muted mt-1 text-sm">{children}</div> : null}
      </div>
    </div>
  );
}
