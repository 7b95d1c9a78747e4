import { whileSending } from '@sbc/ui/while-sending';
import { formatTime } from '@sbc/format/date';
import { Badge } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { CheckIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass } from '../../components/styles';
import type { CourseParticipant } from '../../lib/api-types';
import { lessonUndoConsequence } from '../presence/undo-check-in';
import { UndoPresence } from '../presence/undo-presence';

/** Props of {@link MemberRow}. */
export interface MemberRowProps {
  member: CourseParticipant;
  isPending: boolean;
  /** The note saying why presence is not open yet; "Hadirkan" is disabled and points to it. */
  closedNoteId?: string;
  onCheckIn: () => void;
  /** Undoes a present member's check-in (after the admin confirms). */
  onUndo: () => Promise<unknown>;
}

/** A course member at the chosen lesson: present with "Batalkan", or not yet with "Hadirkan". */
export function MemberRow({ member, isPending, closedNoteId, onCheckIn, onUndo }: MemberRowProps) {
  return (
    <li
      className={`flex items-center gap-3 px-4 py-3 ${member.present ? 'bg-success-soft/30' : ''}`}
    >
      <div className="min-w-0 flex-1">
        <p className="text-ink font-semibold">{member.name}</p>
        <p className="text-ink-muted text-sm">
          <EmailText email={member.email} />
        </p>
        <p className="mt-1 flex flex-wrap items-center gap-2">
          {member.present ? (
            <Badge tone="success">
              <CheckIcon className="size-3.5" />
              Hadir
            </Badge>
          ) : (
            <Badge tone="neutral">Belum hadir</Badge>
          )}
          {member.checked_in_at ? (
            <span className="text-ink-subtle text-xs">{formatTime(member.checked_in_at)}</span>
          ) : null}
        </p>
      </div>
      {member.present ? (
        <UndoPresence
          name={member.name}
          consequence={lessonUndoConsequence(member.name)}
          onUndo={onUndo}
        />
      ) : (
        <button
          type="button"
          {...whileSending(isPending, onCheckIn)}
          disabled={closedNoteId !== undefined}
          aria-describedby={closedNoteId}
          aria-label={`Hadirkan ${member.name}`}
          className={primaryButtonClass}
        >
          {isPending ? <Spinner /> : null}
          Hadirkan
        </button>
      )}
    </li>
  );
}
