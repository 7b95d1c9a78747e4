import { lazy, Suspense } from 'react';

// The QR code library (about 9 KB gzip) must not reach any page's first-load JavaScript: it is
// fetched only when a registration is shown, which happens in the browser after the page loads.
const QrCode = lazy(() => import('@sbc/ui/qr-code').then((m) => ({ default: m.QrCode })));

/** Width and height of the code in CSS pixels: large enough for a phone camera at arm's length. */
const QR_SIZE = 200;

/** Props of {@link RegistrationQr}. */
export interface RegistrationQrProps {
  /** What the code holds: `SBCREG:<code>`. */
  text: string;
  /** The registration code, for the accessible name. */
  code: string;
}

/**
 * The QR code presence staff scan at the door (the same one the confirmation email carries), on
 * a white card; its box keeps its size while the library loads, so nothing moves.
 */
export function RegistrationQr({ text, code }: RegistrationQrProps) {
  const label = `Kode QR pendaftaran ${code}`;
  return (
    <div
      data-testid="qr-pendaftaran"
      className="ring-brand-100 inline-block rounded-lg bg-white p-2 shadow-sm ring-1"
    >
      <Suspense
        fallback={
          <div
            role="img"
            aria-label={label}
            aria-busy="true"
            data-state="loading"
            className="animate-pulse bg-white"
            style={{ width: QR_SIZE, height: QR_SIZE }}
          />
        }
      >
        <QrCode text={text} label={label} size={QR_SIZE} />
      </Suspense>
    </div>
  );
}
