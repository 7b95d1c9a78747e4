import { CheckIcon } from '../../components/icons';

/**
 * In place of "Hadirkan" on a row already present: a second check-in changes nothing, so the
 * row says so (with "Batalkan" under it: undo-presence.tsx) instead of offering it again.
 */
export function AlreadyPresent() {
  return (
    <span className="text-success inline-flex min-h-10 items-center gap-1.5 text-sm font-semibold whitespace-nowrap">
      <CheckIcon className="size-4" />
      Sudah hadir
    </span>
  );
}
