import { whileSending } from '@sbc/ui/while-sending';
import type { Participant } from '@sbc/contract';
import { cx } from '@sbc/ui/class-names';
import { Badge } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass } from '../../components/styles';
import { AlreadyPresent } from './already-present';
import { ParticipantStatus } from './participant-status';

/** Props of {@link ParticipantsTable}. */
export interface ParticipantsTableProps {
  participants: readonly Participant[];
  /** The registration id being checked in, to show its row as busy. */
  pendingId: number | null;
  onCheckIn: (participant: Participant) => void;
}

const cellClass = 'px-4 py-3 align-middle';

function Row({
  participant,
  isPending,
  onCheckIn,
}: {
  participant: Participant;
  isPending: boolean;
  onCheckIn: () => void;
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
          <AlreadyPresent />
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

/** One page of participants with their presence, and "Hadirkan" on the rows not yet present. */
export function ParticipantsTable({ participants, pendingId, onCheckIn }: ParticipantsTableProps) {
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
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
