import { whileSending } from '@sbc/ui/while-sending';
import type { Participant } from '@sbc/contract';
import { cx } from '@sbc/ui/class-names';
import { Badge } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass } from '../../components/styles';
import { ParticipantStatus } from './participant-status';
import { eventUndoConsequence } from './undo-check-in';
import { UndoPresence } from './undo-presence';

/** Props of {@link ParticipantsTable}. */
export interface ParticipantsTableProps {
  participants: readonly Participant[];
  /** The registration id being checked in, to show its row as busy. */
  pendingId: number | null;
  onCheckIn: (participant: Participant) => void;
  /** Undoes a present row's check-in (after the admin confirms). */
  onUndo: (participant: Participant) => Promise<unknown>;
}

const cellClass = 'px-4 py-3 align-middle';

function Row({
  participant,
  isPending,
  onCheckIn,
  onUndo,
}: {
  participant: Participant;
  isPending: boolean;
  onCheckIn: () => void;
  onUndo: () => Promise<unknown>;
}) {
  return (
    <tr className={cx('border-line border-t', participant.present && 'bg-success-soft/30')}>
      <td className={cellClass}>
        <p className="text-ink font-semibold">{participant.name}</p>
        <p className="text-ink-muted text-sm">
          <EmailText email={participant.email} />
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-2 md:hidden">
          <code className="text-ink-muted text-xs">{participant.code}</code>
          <ParticipantStatus participant={participant} />
        </div>
        {participant.is_member ? (
          <span className="mt-1 hidden md:inline-block">
            <Badge tone="brand">Anggota</Badge>
          </span>
        ) : null}
      </td>
      <td className={`${cellClass} hidden md:table-cell`}>
        <code className="bg-surface-muted text-ink rounded-md px-2 py-1 text-sm">
          {participant.code}
        </code>
      </td>
      <td className={`${cellClass} hidden md:table-cell`}>
        <ParticipantStatus participant={participant} />
      </td>
      <td className={`${cellClass} text-right`}>
        {participant.present ? (
          <UndoPresence
            name={participant.name}
            consequence={eventUndoConsequence(participant.name)}
            onUndo={onUndo}
          />
        ) : participant.payment_pending ? (
          // A paid event's unpaid bill: checked in once it is paid (Komunitas › Paket & Pesanan).
          <Badge tone="warning">Belum bayar</Badge>
        ) : (
          <button
            type="button"
            {...whileSending(isPending, onCheckIn)}
            aria-label={`Hadirkan ${participant.name}`}
            className={primaryButtonClass}
          >
            {isPending ? <Spinner /> : null}
            Hadirkan
          </button>
        )}
      </td>
    </tr>
  );
}

/**
 * One page of participants with their presence: "Hadirkan" on the rows not yet present, and
 * "Batalkan" under "Sudah hadir" on the others.
 */
export function ParticipantsTable({ participants, pendingId, onCheckIn, onUndo }: ParticipantsTableProps) {
  return (
    <div className="bg-surface ring-line overflow-hidden rounded-2xl shadow-sm ring-1">
      <table className="w-full text-left">
        <caption className="sr-only">Daftar peserta dan status kehadiran</caption>
        <thead className="bg-surface-muted text-ink-muted text-xs font-semibold tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Peserta
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Kode
            </th>
            <th scope="col" className="hidden px-4 py-3 md:table-cell">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              <span className="sr-only">Aksi</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {participants.map((participant) => (
            <Row
              key={participant.registration_id}
              participant={participant}
              isPending={pendingId === participant.registration_id}
              onCheckIn={() => onCheckIn(participant)}
              onUndo={() => onUndo(participant)}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
