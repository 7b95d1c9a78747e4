import { Badge } from '../../components/badge';
import { CheckIcon } from '../../components/icons';
import { type LessonPresence, PRESENCE_LABELS } from '../../lib/course';
import { type BadgeTone } from '../../lib/my-events';

const TONES: Record<LessonPresence, BadgeTone> = {
  present: 'success',
  absent: 'neutral',
  upcoming: 'brand',
};

/** Hadir, Belum hadir or Akan datang. */
export function PresenceBadge({ presence }: { presence: LessonPresence }) {
  return (
    <Badge tone={TONES[presence]}>
      {presence === 'present' ? <CheckIcon className="size-3.5" /> : null}
      {PRESENCE_LABELS[presence]}
    </Badge>
  );
}
