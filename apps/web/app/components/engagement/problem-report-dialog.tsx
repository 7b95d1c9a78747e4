import { Dialog } from '@sbc/ui/dialog';
import type { RefObject } from 'react';
import { ProblemReportForm } from './problem-report-form';

/** The help button's "Laporkan masalah" dialog (loaded the first time it opens). */
export function ProblemReportDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu item that opened it is gone by then: focus goes back here once it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Laporkan masalah"
      description="Ceritakan apa yang tidak berjalan dengan baik di halaman ini. Alamat halaman ikut terkirim."
    >
      {/* A fresh form (and captcha) each time the dialog opens. */}
      {open ? <ProblemReportForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
