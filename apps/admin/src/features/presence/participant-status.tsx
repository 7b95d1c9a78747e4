import type { Participant } from '@sbc/contract';
import { formatTime } from '@sbc/format/date';
import { Badge } from '../../components/badge';
import { CheckIcon } from '../../components/icons';

/** "Hadir" with the check-in time, "Belum bayar" (a paid event's unpaid bill: no check-in yet), or "Belum hadir". */
export function ParticipantStatus({ participant }: { participant: Participant }) {
  if (!participant.present && participant.payment_pending) return <Badge tone="warning">Belum bayar</Badge>;
  if (!participant.present) return <Badge tone="neutral">Belum hadir</Badge>;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      <Badge tone="success">
        <CheckIcon className="size-3.5" />
        Hadir
      </Badge>
      {participant.checked_in_at ? (
        <span className="text-ink-subtle text-xs">{formatTime(participant.checked_in_at)}</span>
      ) : null}
    </span>
  );
}
