import { Countdown } from '@sbc/ui/countdown';
import { Dialog } from '@sbc/ui/dialog';
import { NewsletterForm } from './newsletter-form';

export interface SubscribePopupDialogProps {
  open: boolean;
  /** The pop-up's end, epoch milliseconds. */
  endMs: number;
  /** The visitor closed it, or subscribed. */
  onDismiss: () => void;
  /** The countdown reached the end date. */
  onFinished: () => void;
}

/** The subscribe pop-up's dialog: the countdown to its end date and the newsletter form. */
export function SubscribePopupDialog({ open, endMs, onDismiss, onFinished }: SubscribePopupDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onDismiss())}
      title="Langganan Newsletter SBC"
      description="Dapatkan kabar kajian, kegiatan, dan artikel pilihan langsung di email Anda. Pendaftaran promo berakhir dalam:"
      className="max-w-lg!"
    >
      <Countdown
        targetMs={endMs}
        label="Sisa waktu pendaftaran newsletter"
        onFinished={onFinished}
        className="justify-center"
      />
      <div className="border-line mt-5 border-t pt-5">
        <NewsletterForm onSubscribed={onDismiss} />
      </div>
    </Dialog>
  );
}
