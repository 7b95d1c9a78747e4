import { formatDateTime } from '@sbc/format/date';
import { Countdown } from '@sbc/ui/countdown';

/** Props of {@link ExpiryCountdown}. */
export interface ExpiryCountdownProps {
  /** `expire_datetime` of the invoice, Unix seconds. */
  expiresAt: number;
  onExpired: () => void;
}

/** Time left to pay, as countdown boxes, and the deadline in WIB. */
export function ExpiryCountdown({ expiresAt, onExpired }: ExpiryCountdownProps) {
  return (
    <section
      aria-labelledby="batas-judul"
      className="bg-brand-50 ring-brand-100 rounded-2xl p-4 text-center ring-1"
    >
      <h2 id="batas-judul" className="text-brand-900 text-sm font-semibold">
        Selesaikan pembayaran dalam
      </h2>
      <Countdown
        targetMs={expiresAt * 1000}
        onFinished={onExpired}
        label="Sisa waktu pembayaran"
        className="mt-2 justify-center"
      />
      <p className="text-ink-muted mt-2 text-xs">Batas pembayaran {formatDateTime(expiresAt)}</p>
    </section>
  );
}
