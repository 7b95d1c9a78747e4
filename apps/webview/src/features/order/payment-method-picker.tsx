import { whileSending } from '@sbc/ui/while-sending';
import { type Order, type PaymentType } from '@sbc/contract';
import { formatRupiah } from '@sbc/format/rupiah';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass, secondaryButtonClass } from '../../components/styles';
import { PAYMENT_METHODS } from '../../lib/payment-labels';
import { type OrderActionResult } from './order-action';

/** Props of {@link PaymentMethodPicker}. */
export interface PaymentMethodPickerProps {
  order: Order;
  /** Going back to the invoice without changing the method, when one was chosen before. */
  onCancel?: () => void;
  /** Called once the chosen method is saved. */
  onDone?: () => void;
}

/** Transfer bank, Kartu or Dompet digital for the order's invoice (`order/update-select-payment`). */
export function PaymentMethodPicker({ order, onCancel, onDone }: PaymentMethodPickerProps) {
  const fetcher = useFetcher<OrderActionResult>();
  const [chosen, setChosen] = useState<PaymentType | null>(order.invoice.payment_type);
  const isBusy = fetcher.state !== 'idle';
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const item = order.detail[0];

  // A saved method answers null; the reloaded invoice then shows it.
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data === null) onDone?.();
  }, [fetcher.state, fetcher.data, onDone]);

  return (
    <fetcher.Form method="post" className="space-y-4">
      <div>
        <h1 className="text-brand-900 text-xl font-bold">Pilih Metode Pembayaran</h1>
        <p className="text-ink-muted mt-1 text-sm">
          {item ? `${item.name} · ` : ''}
          <span className="text-ink font-semibold">{formatRupiah(order.invoice.total_nett)}</span>
        </p>
      </div>
      <input type="hidden" name="intent" value="select" />
      <input type="hidden" name="order_code" value={order.code} />
      <fieldset className="space-y-3">
        <legend className="sr-only">Metode pembayaran</legend>
        {PAYMENT_METHODS.map((method) => (
          <label
            key={method.type}
            className={`bg-surface flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl p-4 shadow-sm ring-2 transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--color-focus) ${
              chosen === method.type
                ? 'ring-brand bg-brand-50/40'
                : 'ring-line hover:ring-brand-300'
            }`}
          >
            <input
              type="radio"
              name="payment_type"
              value={method.type}
              checked={chosen === method.type}
              onChange={() => setChosen(method.type)}
              className="accent-brand size-5 shrink-0"
            />
            <span className="min-w-0">
              <span className="text-ink block font-bold">{method.label}</span>
              <span className="text-ink-muted block text-sm">{method.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button
        type="submit"
        disabled={chosen === null}
        {...whileSending(isBusy)}
        className={`${primaryButtonClass} w-full`}
      >
        {isBusy ? <Spinner /> : null}
        {isBusy ? 'Menyimpan…' : 'Lanjutkan'}
      </button>
      {onCancel ? (
        <button type="button" onClick={onCancel} className={`${secondaryButtonClass} w-full`}>
          Batal
        </button>
      ) : null}
    </fetcher.Form>
  );
}
