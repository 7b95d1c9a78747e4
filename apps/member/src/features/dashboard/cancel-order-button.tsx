import { whileSending } from '@sbc/ui/while-sending';
import { isApiError } from '@sbc/api-client/core';
import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { secondaryButtonClass } from '../../components/field-styles';
import { orderApi } from '../../lib/api';
import { NETWORK_MESSAGE } from '../../lib/form-failure';
import { type MyOrder } from '../../lib/report-types';
import { cancelOrderWarning } from '@sbc/format/billing';

const openerClass =
  'text-danger ring-danger/30 hover:bg-danger-soft inline-flex items-center gap-1 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1';
const confirmClass =
  'bg-danger text-ink-inverse inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 font-semibold shadow-sm transition hover:brightness-110 aria-disabled:cursor-wait aria-disabled:opacity-70';

/** Props of {@link CancelOrderButton}. */
export interface CancelOrderButtonProps {
  order: MyOrder;
  /**
   * Called with the order as the API answers it once cancelled; this button is gone then, so
   * the caller's message takes the focus.
   */
  onCancelled: (order: MyOrder) => void;
}

/**
 * "Batalkan" on an order waiting for payment: asks first (an event order's seat is released),
 * then cancels it with `order/cancel`; the API's refusal (already paid, already closed) shows in
 * the dialog.
 */
export function CancelOrderButton({ order, onCancelled }: CancelOrderButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { code: invoiceCode } = order.invoice;

  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      const cancelled = await orderApi.cancelOrder({ body: { order_code: order.code } });
      setOpen(false);
      onCancelled(cancelled);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : NETWORK_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
        aria-label={`Batalkan ${invoiceCode}`}
        className={openerClass}
      >
        Batalkan
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          if (!isBusy) setOpen(open);
        }}
        title="Batalkan pesanan ini?"
        description={cancelOrderWarning(order.kind, invoiceCode)}
        tone="error"
      >
        {error ? <FormAlert tone="error">{error}</FormAlert> : null}
        <div className="mt-5 flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
            Tidak
          </button>
          <button
            type="button"
            {...whileSending(isBusy, () => void confirm())}
            className={confirmClass}
          >
            {isBusy ? 'Membatalkan…' : 'Ya, batalkan pesanan'}
          </button>
        </div>
      </Dialog>
    </>
  );
}
