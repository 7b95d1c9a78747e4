import { whileSending } from '@sbc/ui/while-sending';
import { type Order } from '@sbc/contract';
import { formatRupiah } from '@sbc/format/rupiah';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import { RefreshIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { WebviewFrame } from '../../components/webview-frame';
import { paths } from '../../config/paths';
import { type OrderOutcome, outcomeOf } from '../../lib/order-progress';
import { paymentTypeLabel } from '../../lib/payment-labels';
import { type ReturnTarget } from '../../lib/order-return';
import { type FinishPageData } from './finish-loader';
import { OrderStepper } from './order-stepper';
import { OutcomeCard } from './outcome-card';
import { useAutoRefresh } from './use-auto-refresh';

/**
 * `/order/finish` and `/mobile/order/finish`: the order's outcome from the server, the steps it
 * went through, and what to do next. A pending payment is checked again every 5 s for 2 min.
 */
export function FinishPage() {
  const { order, back } = useLoaderData() as FinishPageData;
  const revalidator = useRevalidator();
  const outcome = outcomeOf(order);
  const isChecking = revalidator.state !== 'idle';
  const auto = useAutoRefresh(outcome === 'pending', () => revalidator.revalidate());
  const item = order.detail[0];

  return (
    <WebviewFrame
      backHref={back?.href ?? paths.mobile.href()}
      backLabel={back?.label ?? 'Kembali ke beranda'}
    >
      <title>Status Pesanan | SBC</title>
      <div className="space-y-4">
        <OutcomeCard outcome={outcome} order={order} />

        {outcome === 'pending' ? (
          <div className="space-y-2">
            <button
              type="button"
              {...whileSending(isChecking, () => {
                auto.restart();
                void revalidator.revalidate();
              })}
              className={`${secondaryButtonClass} w-full`}
            >
              {isChecking ? <Spinner /> : <RefreshIcon className="size-4" />}
              Periksa lagi
            </button>
            <p className="text-ink-subtle text-center text-xs" aria-live="polite">
              {auto.isWatching
                ? 'Status diperiksa otomatis setiap 5 detik.'
                : 'Pemeriksaan otomatis berhenti. Tekan Periksa lagi untuk memeriksa.'}
            </p>
          </div>
        ) : null}

        <section
          aria-label="Ringkasan pesanan"
          className="bg-surface ring-line rounded-2xl p-4 shadow-sm ring-1"
        >
          <dl className="space-y-1.5 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">No. tagihan</dt>
              <dd className="text-ink font-mono font-semibold">{order.invoice.code}</dd>
            </div>
            {item ? (
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Pesanan</dt>
                <dd className="text-ink text-right font-semibold">{item.name}</dd>
              </div>
            ) : null}
            {order.invoice.payment_type ? (
              <div className="flex justify-between gap-3">
                <dt className="text-ink-muted">Metode</dt>
                <dd className="text-ink font-semibold">
                  {paymentTypeLabel(order.invoice.payment_type)}
                </dd>
              </div>
            ) : null}
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">Total tagihan</dt>
              <dd className="text-brand-900 font-bold">{formatRupiah(order.invoice.total_bill)}</dd>
            </div>
          </dl>
          <div className="border-line mt-4 border-t pt-3">
            <OrderStepper order={order} />
          </div>
        </section>

        <NextStep outcome={outcome} order={order} back={back} />
      </div>
    </WebviewFrame>
  );
}

/**
 * What to do next: pay, order again, or go back where the buyer came from (the member area or
 * the public site's page when the order was opened there, else the app's home).
 */
function NextStep({
  outcome,
  order,
  back,
}: {
  outcome: OrderOutcome;
  order: Order;
  back: ReturnTarget | null;
}) {
  const backToMember = back ? (
    <a
      href={back.href}
      className={`${outcome === 'paid' ? primaryButtonClass : secondaryButtonClass} w-full`}
    >
      {back.label}
    </a>
  ) : null;
  if (outcome === 'unpaid' || outcome === 'pending') {
    return (
      <div className="space-y-3">
        <Link to={paths.order.href(order.code)} className={`${primaryButtonClass} w-full`}>
          {outcome === 'pending' && order.stage !== 'payment_created' ? 'Lihat tagihan' : 'Lanjutkan pembayaran'}
        </Link>
        {backToMember}
      </div>
    );
  }
  if (outcome === 'expired' || outcome === 'failed' || outcome === 'cancelled') {
    // An event's order is made again by registering on the event's page.
    const again = order.kind === 'event' ? paths.mobileEvents.href() : paths.order.href();
    return (
      <div className="space-y-3">
        <Link to={again} className={`${primaryButtonClass} w-full`}>
          {order.kind === 'event' ? 'Lihat daftar event' : 'Buat pesanan baru'}
        </Link>
        {backToMember}
      </div>
    );
  }
  return (
    backToMember ?? (
      <Link to={paths.mobile.href()} className={`${primaryButtonClass} w-full`}>
        Kembali ke beranda
      </Link>
    )
  );
}
