import { whileSending } from '@sbc/ui/while-sending';
import { type EventDetail, type Registration } from '@sbc/contract';
import { QrCode } from '@sbc/ui/qr-code';
import { Link, useFetcher } from 'react-router';
import { Alert } from '../../components/alert';
import { CheckIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { linkClass, primaryButtonClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { env } from '../../env';
import { priceText } from '../../lib/event-facts';
import { type EventActionResult } from './event-action';
import { GuestRegistration } from './guest-registration';

/** Props of {@link RegistrationPanel}. */
export interface RegistrationPanelProps {
  event: EventDetail;
  registration: Registration | null;
  /** Registration closed or the event over. */
  isClosed: boolean;
  /** What registering costs the logged-in member; null for a guest. */
  price: { amount: number; memberPrice: boolean } | null;
}

/** The member's registration, set or to do: "Anda sudah terdaftar" with the code, or one tap. */
export function RegistrationPanel({
  event,
  registration,
  isClosed,
  price,
}: RegistrationPanelProps) {
  const fetcher = useFetcher<EventActionResult>();
  const isBusy = fetcher.state !== 'idle';

  if (registration?.status === 'registered') return <Registered registration={registration} />;
  if (registration?.status === 'pending_payment') {
    return (
      <div className="space-y-3">
        <Alert tone="info">
          Pendaftaran Anda menunggu pembayaran. Selesaikan pembayaran agar kursi Anda aman.
          {registration.order_code ? null : ' Tagihannya ada di Area Anggota, menu Pesanan Saya.'}
        </Alert>
        {registration.order_code ? (
          <Link
            to={paths.order.href(registration.order_code, paths.mobileEvent.href(event.event_slug))}
            className={`${primaryButtonClass} w-full`}
          >
            Bayar sekarang
          </Link>
        ) : null}
      </div>
    );
  }
  if (isClosed) return <Alert tone="info">Pendaftaran event ini sudah ditutup.</Alert>;
  if (event.seats_left === 0) return <Alert tone="info">Kuota event ini sudah penuh.</Alert>;
  if (!price) return <GuestRegistration event={event} />;
  const freeForAll = event.price_member === 0 && event.price_non_member === 0;

  return (
    <fetcher.Form method="post" className="space-y-3">
      <input type="hidden" name="event_id" value={event.id} />
      {fetcher.data?.error ? <Alert tone="error">{fetcher.data.error}</Alert> : null}
      <button type="submit" {...whileSending(isBusy)} className={`${primaryButtonClass} w-full`}>
        {isBusy ? <Spinner /> : null}
        {isBusy ? 'Mendaftarkan…' : 'Daftar Sekarang'}
      </button>
      <p className="text-ink-muted text-center text-xs">
        Biaya untuk Anda: {priceText(price.amount)}
        {/* A free event is free for everyone: no price kind, no membership offer. */}
        {freeForAll ? '' : price.memberPrice ? ' (harga anggota)' : ' (harga umum)'}. Data diri
        diambil dari profil Anda.
        {price.memberPrice || freeForAll ? null : ' Harga anggota berlaku selama keanggotaan Anda aktif.'}
      </p>
      <p className="text-center text-xs">
        <a
          href={`${env.WEB_URL}/event/${encodeURIComponent(event.event_slug)}`}
          className={linkClass}
        >
          Lihat di situs SBC
        </a>
      </p>
    </fetcher.Form>
  );
}

function Registered({ registration }: { registration: Registration }) {
  return (
    <div className="bg-success-soft ring-success/20 rounded-2xl p-4 ring-1" role="status">
      <p className="text-success flex items-center gap-2 font-bold">
        <CheckIcon /> Anda sudah terdaftar
      </p>
      <p className="text-ink-muted mt-1 text-sm">
        Tunjukkan kode QR ini kepada panitia saat presensi. Konfirmasi juga dikirim ke{' '}
        {registration.email}.
      </p>
      <div className="mt-3 flex flex-col items-center rounded-xl bg-white p-3">
        <QrCode
          text={registration.qr_text}
          label={`Kode QR registrasi ${registration.code}`}
          size={200}
        />
        <p className="text-ink-subtle mt-2 text-center text-xs">
          Panitia memindai kode QR ini, atau mengetik kode pendaftaran di bawah.
        </p>
      </div>
      <dl className="mt-2 space-y-2">
        <div className="rounded-xl bg-white p-3">
          <dt className="text-ink-subtle text-xs font-medium">Kode pendaftaran</dt>
          <dd className="text-brand-900 font-mono text-lg font-bold tracking-wider break-all">
            {registration.code}
          </dd>
        </div>
      </dl>
    </div>
  );
}
