import { whileSending } from '@sbc/ui/while-sending';
import { Dialog, type DialogTone } from '@sbc/ui/dialog';
import type { ReactNode } from 'react';
import { dangerButtonClass, secondaryButtonClass } from './styles';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The button that keeps things as they are (defaults to "Batal"). */
  cancelLabel?: string;
  onConfirm: () => void | Promise<unknown>;
  busy?: boolean;
  /** `error` colours the title red, as a warning. */
  tone?: DialogTone;
  children?: ReactNode;
}

/** Asks before a destructive action; the confirm button is red and says what it does. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  busy = false,
  tone,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      tone={tone}
    >
      {children}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={secondaryButtonClass} onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          {...whileSending(busy, () => void onConfirm())}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
