import { whileSending } from '@sbc/ui/while-sending';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Spinner } from '../../components/spinner';
import { secondaryButtonClass } from '../../components/styles';
import type { ActionResult } from './action-result';
import { useActionToast } from './use-action-toast';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's text ("Hapus"). */
  label: string;
  /** The title of the toast when the change is refused ("Tag tidak dapat dihapus"); the API's message is its text. */
  failureTitle: string;
  /** The dialog's question and what happens. */
  title: string;
  description: string;
  /** Sent to the route's action. */
  fields: Record<string, string | number>;
  /** The page route whose action handles it (defaults to the current one). */
  action?: string;
  className?: string;
}

/** A destructive button that asks first, then posts to the route's action; the result is a toast. */
export function ConfirmButton({ label, failureTitle, title, description, fields, action, className }: ConfirmButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  const fetcher = useFetcher<ActionResult>();
  const isBusy = fetcher.state !== 'idle';
  useActionToast(fetcher.data, failureTitle);
  return (
    <>
      <button
        type="button"
        className={className ?? `${secondaryButtonClass} text-danger`}
        {...whileSending(isBusy, () => setIsOpen(true))}
      >
        {isBusy ? <Spinner /> : null}
        {label}
      </button>
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={title}
        description={description}
        tone="error"
        confirmLabel={label}
        onConfirm={() => {
          setIsOpen(false);
          return fetcher.submit(fields, { method: 'post', action });
        }}
      />
    </>
  );
}
