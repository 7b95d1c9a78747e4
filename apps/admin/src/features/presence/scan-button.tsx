import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { QrIcon } from '../../components/icons';
import { primaryButtonClass } from '../../components/styles';
import { QrScanner } from './qr-scanner';
import type { CheckIn } from './use-check-in';

/** "Pindai QR": opens the camera dialog; closing it (Tutup, Escape, outside) stops the camera. */
export function ScanButton({ checkIn, eventTitle }: { checkIn: CheckIn; eventTitle: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <button type="button" className={primaryButtonClass} onClick={() => setIsOpen(true)}>
        <QrIcon className="size-5" />
        Pindai QR
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title="Pindai QR pendaftaran"
        description={eventTitle}
        className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      >
        {isOpen ? <QrScanner checkIn={checkIn} /> : null}
        <button
          type="button"
          onClick={() => setIsOpen(false)}
          className="border-line text-ink hover:bg-surface-muted mt-4 min-h-11 w-full rounded-full border font-semibold"
        >
          Selesai memindai
        </button>
      </Dialog>
    </>
  );
}
