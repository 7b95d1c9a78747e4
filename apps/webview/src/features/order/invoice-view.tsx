import { type Order } from '@sbc/contract';
import { useCallback, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { secondaryButtonClass } from '../../components/styles';
import { paths } from '../../config/paths';
import { paymentTypeLabel } from '../../lib/payment-labels';
import { BankTransferPanel } from './bank-transfer-panel';
import { ExpiryCountdown } from './expiry-countdown';
import { InvoiceSummary } from './invoice-summary';
import { PayForm } from './pay-form';
import { PaymentMethodPicker } from './payment-method-picker';

/**
 * The invoice of an order with a payment method: code, lines, totals (with the bank transfer's
 * kode unik), the time left, then "Bayar" or, once the payment exists, how to finish it.
 */
export function InvoiceView({ order }: { order: Order }) {
  const [isChanging, setChanging] = useState(false);
  const revalidator = useRevalidator();
  const closePicker = useCallback(() => setChanging(false), []);
  const { invoice, payment } = order;
  const method = invoice.payment_type;

  if (isChanging) {
    return <PaymentMethodPicker order={order} onCancel={closePicker} onDone={closePicker} />;
  }
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-brand-900 text-xl font-bold">Tagihan Pembayaran</h1>
        <p className="text-ink-muted mt-1 text-sm">
          No. tagihan <span className="text-ink font-mono font-semibold">{invoice.code}</span>
        </p>
      </div>

      {/* Once the transfer is due, where and how much come first. */}
      {payment !== null && method === 'bank_transfer' ? <BankTransferPanel order={order} /> : null}

      <ExpiryCountdown
        expiresAt={invoice.expire_datetime}
        onExpired={() => revalidator.revalidate()}
      />

      <InvoiceSummary order={order} />

      {method ? (
        <div className="bg-surface ring-line flex items-center justify-between gap-3 rounded-2xl px-4 py-2 shadow-sm ring-1">
          <p className="text-sm">
            <span className="text-ink-subtle block text-xs">Metode pembayaran</span>
            <span className="text-ink font-semibold">{paymentTypeLabel(method)}</span>
          </p>
          {payment === null ? (
            <button
              type="button"
              onClick={() => setChanging(true)}
              className={secondaryButtonClass}
            >
              Ubah
            </button>
          ) : null}
        </div>
      ) : null}

      {payment === null ? <PayForm order={order} /> : null}
      {payment !== null && method !== 'bank_transfer' && payment.redirect_url ? (
        <a href={payment.redirect_url} className={`${secondaryButtonClass} w-full`}>
          Lanjutkan pembayaran
        </a>
      ) : null}
      {payment !== null ? (
        <Link to={paths.orderFinish.href(order.code)} className={`${secondaryButtonClass} w-full`}>
          Cek status pembayaran
        </Link>
      ) : null}
    </div>
  );
}
