import { DIALOG_TIMER_MS } from '@sbc/format/constants';
import { type ReactNode, useCallback, useEffect, useEffectEvent, useState } from 'react';
import { Dialog, type DialogProps, type DialogTone } from './base-dialog';

/** Props of {@link TimedDialog}: a {@link Dialog} that closes itself. */
export interface TimedDialogProps extends DialogProps {
  /** Time the dialog stays open; SPEC 9 dialog timer by default. */
  durationMs?: number;
}

/**
 * A {@link Dialog} that calls `onOpenChange(false)` `durationMs` after it opens (3 s by
 * default), for the newsletter Success and error notices (SPEC 8). The user can still
 * close it earlier; the timer restarts each time it opens.
 */
export function TimedDialog({
  durationMs = DIALOG_TIMER_MS,
  open,
  onOpenChange,
  ...rest
}: TimedDialogProps) {
  const close = useEffectEvent(() => onOpenChange(false));
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => close(), durationMs);
    return () => clearTimeout(timer);
  }, [open, durationMs]);
  return <Dialog open={open} onOpenChange={onOpenChange} {...rest} />;
}

/** What {@link useTimedDialog}'s `show` puts in the dialog. */
export interface TimedDialogContent {
  title: ReactNode;
  description?: ReactNode;
  tone?: DialogTone;
}

/**
 * State for a {@link TimedDialog} shown on demand:
 *
 * ```tsx
 * const notice = useTimedDialog();
 * notice.show({ title: 'Success', description: 'Terima kasih ...', tone: 'success' });
 * return <TimedDialog {...notice.dialogProps} />;
 * ```
 */
export function useTimedDialog(durationMs: number = DIALOG_TIMER_MS) {
  const [open, setOpen] = useState(false);
  // Kept after closing so the text does not vanish while the dialog animates out.
  const [content, setContent] = useState<TimedDialogContent>({ title: '' });

  const show = useCallback((next: TimedDialogContent) => {
    setContent(next);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);

  const dialogProps: TimedDialogProps = {
    open,
    onOpenChange: setOpen,
    durationMs,
    title: content.title,
    description: content.description,
    tone: content.tone,
  };
  return { isOpen: open, show, close, dialogProps };
}
