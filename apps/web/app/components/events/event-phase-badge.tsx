import type { EventPhase } from '../../lib/event-labels';

const STYLES: Record<EventPhase, { label: string; className: string }> = {
  upcoming: { label: 'Akan datang', className: 'bg-white/95 text-brand-800' },
  ongoing: { label: 'Sedang berlangsung', className: 'bg-success text-white' },
  past: { label: 'Selesai', className: 'bg-ink/80 text-white' },
};

/** A small pill saying whether an event is still to come, running now, or over. */
export function EventPhaseBadge({
  phase,
  className = '',
}: {
  phase: EventPhase;
  className?: string;
}) {
  const style = STYLES[phase];
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm ${style.className} ${className}`}
    >
      {style.label}
    </span>
  );
}
