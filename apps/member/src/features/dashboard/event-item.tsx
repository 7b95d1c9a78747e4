import { formatDateRange } from '@sbc/format/date';
import { QrCode } from '@sbc/ui/qr-code';
import { Badge } from '../../components/badge';
import { CheckIcon, ClockIcon, MapPinIcon } from '../../components/icons';
import { certificateUrl, eventUrl, orderFinishUrl } from '../../lib/links';
import { doorPassHint, eventPlace, isDoorPassShown, registrationStatus } from '../../lib/my-events';
import { type MyEvent } from '../../lib/report-types';
import { DateChip } from './date-chip';

const actionClass =
  'inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold ring-1 transition';

/** One registration: date, title linking to the event page, time, place, status and code. */
export function EventItem({ item, isPast }: { item: MyEvent; isPast: boolean }) {
  const { event, registration } = item;
  const status = registrationStatus(registration.status);
  // Without the order's code the member pays it from "Pesanan Saya" on this page.
  const payHref =
    registration.status !== 'pending_payment'
      ? null
      : registration.order_code
        ? orderFinishUrl(registration.order_code)
        : '#pesanan-saya';
  return (
    <article className="flex gap-4 py-4">
      <DateChip seconds={event.starts_at} isMuted={isPast} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone={status.tone}>{status.label}</Badge>
          {item.present ? (
            <Badge tone="success">
              <CheckIcon className="size-3.5" /> Hadir
            </Badge>
          ) : null}
        </div>
        {/* h4: the item sits under its group's h3 ("Akan datang (3)") in "Event Saya" (h2). */}
        <h4 className="text-ink mt-1.5 leading-snug font-semibold">
          <a
            href={eventUrl(event.event_slug)}
            className="hover:text-brand-700 underline-offset-4 hover:underline"
          >
            {event.event_title}
          </a>
        </h4>
        <ul className="text-ink-muted mt-1.5 space-y-1 text-sm">
          <li className="flex items-start gap-1.5">
            <ClockIcon className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">Waktu: </span>
            {formatDateRange(event.starts_at, event.ends_at)}
          </li>
          <li className="flex items-start gap-1.5">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" />
            <span className="sr-only">Tempat: </span>
            {eventPlace(event)}
          </li>
        </ul>
        <p className="text-ink-muted mt-2 text-sm">
          Kode pendaftaran:{' '}
          <span className="text-ink font-mono font-semibold tracking-wider">
            {registration.code}
          </span>
        </p>
        {isDoorPassShown(item, isPast) ? (
          <details className="group mt-2">
            <summary className="text-brand-700 hover:text-brand-900 inline-flex min-h-9 cursor-pointer list-none items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">Tampilkan kode QR</span>
              <span className="hidden group-open:inline">Sembunyikan kode QR</span>
            </summary>
            <div className="ring-line mt-2 inline-flex flex-col items-center rounded-xl bg-white p-3 ring-1">
              <QrCode
                text={registration.qr_text}
                label={`Kode QR registrasi ${registration.code}`}
                size={200}
              />
              <p className="text-ink-muted mt-2 max-w-[200px] text-center text-xs">
                {doorPassHint(event)}
              </p>
            </div>
          </details>
        ) : null}
        {item.certificate_code || payHref ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {item.certificate_code ? (
              <a
                href={certificateUrl(item.certificate_code)}
                className={`${actionClass} text-brand-800 ring-brand-200 hover:bg-brand-50`}
              >
                Lihat sertifikat <span aria-hidden="true">→</span>
              </a>
            ) : null}
            {payHref ? (
              <a
                href={payHref}
                className={`${actionClass} bg-brand text-ink-inverse ring-brand hover:bg-brand-700`}
              >
                Selesaikan pembayaran <span aria-hidden="true">→</span>
              </a>
            ) : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}
