import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { RegistrationResult, RegistrationView } from '../../lib/event-types';
import { CheckCircleIcon } from './event-icons';
import { RegistrationQr } from './registration-qr';
import { registrationCodeHint } from '@sbc/format/event-registration';
import { whileSending } from '@sbc/ui/while-sending';

/** Props of {@link RegistrationDone}. */
export interface RegistrationDoneProps {
  endpoint: string;
  registration: RegistrationView;
  /** Just now (a success message) rather than found on a later visit. */
  justRegistered: boolean;
  /** False when nothing identifies this browser (no visitor id yet): the email cannot be asked again here. */
  canResend: boolean;
  webviewUrl: string;
  /** An online event: nobody comes to a door; the committee asks for the code during the event. */
  isOnline: boolean;
}

/**
 * The webview's order page of a registration, leading back to this event page once paid. Shown
 * only in the browser (the registration state is asked after the page loads). With a connect
 * code (just registered as a member) the webview takes on this sign-in before it loads the order.
 */
export function orderPageHref(
  webviewUrl: string,
  orderCode: string,
  connectCode?: string | null,
): string {
  const back =
    typeof window === 'undefined'
      ? ''
      : `&return=${encodeURIComponent(window.location.origin + window.location.pathname)}`;
  const code = connectCode ? `&code=${encodeURIComponent(connectCode)}` : '';
  return `${webviewUrl}/order?order=${encodeURIComponent(orderCode)}${back}${code}`;
}

/**
 * "Anda sudah terdaftar": the registration code shown large with its QR code (`SBCREG:<code>`, the
 * one the confirmation email carries: a visitor without a member area sees it here too; none while
 * payment is due), the payment step when one is due, and a way to get the email again. Once the
 * registrant has been checked in: that their presence is recorded, and their certificate.
 */
export function RegistrationDone({
  endpoint,
  registration,
  justRegistered,
  canResend,
  webviewUrl,
  isOnline,
}: RegistrationDoneProps) {
  const resend = useFetcher<RegistrationResult>();
  const busy = resend.state !== 'idle';
  const isPending = registration.status === 'pending_payment';
  const summaryRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The form that was just sent is gone: focus (and a screen reader) goes to its outcome.
    if (justRegistered) summaryRef.current?.focus();
  }, [justRegistered]);
  if (registration.present) return <PresenceRecorded registration={registration} />;
  const showQr = registration.status === 'registered';
  return (
    <div>
      <div ref={summaryRef} tabIndex={-1} className="bg-success-soft flex gap-3 rounded-xl p-4">
        <CheckCircleIcon className="text-success mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-ink font-bold">
            {isPending ? 'Pendaftaran tercatat' : 'Anda sudah terdaftar'}
          </p>
          <p className="text-ink-muted mt-0.5 text-sm">
            {justRegistered ? 'Pendaftaran berhasil. ' : ''}Atas nama{' '}
            <strong className="text-ink">{registration.name}</strong>
          </p>
        </div>
      </div>
      <div className="border-brand-200 bg-brand-50 mt-4 rounded-xl border border-dashed p-4 text-center">
        <p className="text-ink-muted text-xs font-semibold tracking-widest uppercase">
          Kode pendaftaran
        </p>
        <p
          data-testid="kode-pendaftaran"
          className="text-brand-900 mt-1 font-mono text-2xl font-bold tracking-wider break-all"
        >
          {registration.code}
        </p>
        {showQr ? (
          <>
            <div className="mt-3">
              <RegistrationQr text={registration.qrText} code={registration.code} />
            </div>
            <p className="text-ink mt-2 text-sm font-medium">
              {registrationCodeHint(isOnline)}
            </p>
            <p className="text-ink-muted mt-1 text-xs">
              Kode QR yang sama ada di email konfirmasi yang kami kirim ke{' '}
              <span className="break-words">{registration.email}</span>.
            </p>
          </>
        ) : (
          <p className="text-ink-muted mt-2 text-xs">
            {isOnline ? `${registrationCodeHint(true)} ` : 'Tunjukkan kode ini saat registrasi ulang. '}
            {isPending
              ? `Kode QR-nya dikirim ke ${registration.email} setelah pembayaran selesai.`
              : `Kode QR-nya ada di email konfirmasi yang kami kirim ke ${registration.email}.`}
          </p>
        )}
      </div>
      {isPending ? (
        <div className="bg-surface-muted mt-4 rounded-xl p-4 text-sm">
          <p className="text-ink font-semibold">Menunggu pembayaran</p>
          <p className="text-ink-muted mt-1">Selesaikan pembayaran untuk mengamankan kursi Anda.</p>
          {registration.orderCode ? (
            <a
              href={orderPageHref(webviewUrl, registration.orderCode)}
              className="bg-brand hover:bg-brand-700 mt-3 inline-block rounded-full px-4 py-2 font-semibold text-white"
            >
              Lanjutkan pembayaran
            </a>
          ) : null}
        </div>
      ) : !canResend ? (
        <p className="text-ink-muted mt-4 text-sm">
          Catat kode ini. Tanpa persetujuan cookie, status pendaftaran tidak dapat ditampilkan lagi
          di perangkat ini; kode tetap ada di email konfirmasi Anda.
        </p>
      ) : (
        <resend.Form
          method="post"
          action={endpoint}
          defaultShouldRevalidate={false}
          className="mt-4"
        >
          <input type="hidden" name="intent" value="resend" />
          <button
            type="submit"
            {...whileSending(busy)}
            className="text-brand-800 ring-brand-200 hover:bg-brand-50 w-full rounded-full px-4 py-2.5 text-sm font-semibold ring-1 aria-disabled:opacity-60"
          >
            {busy ? 'Mengirim…' : 'Kirim ulang email konfirmasi'}
          </button>
          {resend.data ? (
            <p
              role="status"
              className={`mt-2 text-sm ${resend.data.ok ? 'text-success' : 'text-danger'}`}
            >
              {resend.data.message}
            </p>
          ) : null}
        </resend.Form>
      )}
    </div>
  );
}

/** After check-in: presence recorded, with the way to the certificate it issued. */
function PresenceRecorded({ registration }: { registration: RegistrationView }) {
  return (
    <div>
      <div className="bg-success-soft flex gap-3 rounded-xl p-4">
        <CheckCircleIcon className="text-success mt-0.5 size-6 shrink-0" />
        <div>
          <p className="text-ink font-bold">Kehadiran Anda sudah tercatat</p>
          <p className="text-ink-muted mt-0.5 text-sm">
            Terima kasih sudah hadir, <strong className="text-ink">{registration.name}</strong>.
            Kode pendaftaran <span className="font-mono">{registration.code}</span>.
          </p>
        </div>
      </div>
      {registration.certificateCode ? (
        <div className="mt-4 text-sm">
          <p className="text-ink-muted">
            E-sertifikat kehadiran Anda sudah terbit dan juga dikirim ke{' '}
            <span className="break-words">{registration.email}</span>.
          </p>
          <a
            href={`/ecert/v1/${registration.certificateCode}`}
            className="bg-brand hover:bg-brand-700 mt-3 inline-block rounded-full px-4 py-2 font-semibold text-white"
          >
            Lihat e-sertifikat
          </a>
        </div>
      ) : null}
    </div>
  );
}
