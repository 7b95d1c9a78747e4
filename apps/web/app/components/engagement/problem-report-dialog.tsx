import { Dialog } from '@sbc/ui/dialog';
import { ProblemReportForm } from './problem-report-form';

/** The help button's "Laporkan masalah" dialog (loaded the first time it opens). */
export function ProblemReportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Laporkan masalah"
      description="Ceritakan apa yang tidak berjalan dengan baik di halaman ini. Alamat halaman ikut terkirim."
    >
      {/* A fresh form (and captcha) each time the dialog opens. */}
      {open ? <ProblemReportForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}
