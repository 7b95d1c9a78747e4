import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { AlreadyPresent } from './already-present';

/** Props of {@link UndoPresence}. */
export interface UndoPresenceProps {
  /** Who was checked in. */
  name: string;
  /** What undoing does, said in the dialog before it is done. */
  consequence: string;
  /** Undoes the check-in and says how it went; the dialog stays busy until it settles. */
  onUndo: () => Promise<unknown>;
}

/**
 * "Sudah hadir" with "Batalkan" under it, for a check-in made by mistake (the wrong row, the
 * wrong code): asks first, then undoes it.
 */
export function UndoPresence({ name, consequence, onUndo }: UndoPresenceProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  return (
    <div className="inline-flex flex-col items-end">
      <AlreadyPresent />
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        aria-label={`Batalkan kehadiran ${name}`}
        className="text-danger -mt-1 min-h-8 text-xs font-semibold underline-offset-4 hover:underline"
      >
        Batalkan
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={`Batalkan kehadiran ${name}?`}
        description={consequence}
        tone="error"
        confirmLabel="Batalkan kehadiran"
        cancelLabel="Tidak"
        busy={isBusy}
        onConfirm={async () => {
          setIsBusy(true);
          try {
            await onUndo();
          } finally {
            setIsBusy(false);
            setIsOpen(false);
          }
        }}
      />
    </div>
  );
}
