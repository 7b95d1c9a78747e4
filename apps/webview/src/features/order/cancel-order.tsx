import { whileSending } from '@sbc/ui/while-sending';
import { type Order } from '@sbc/contract';
import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { secondaryButtonClass } from '../../components/styles';
import { type OrderActionResult } from './order-action';
import { cancelOrderWarning } from '@sbc/format/billing';

const confirmClass =
  'bg-danger text-ink-inverse inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold shadow-sm transition hover:brightness-110 aria-disabled:cursor-wait aria-disabled:opacity-70';

/**
 * "Batalkan pesanan" under the payment choices of an unpaid order: asks first (an event order's
 * seat is released), then cancels it; the action goes on to the finish page, which tells it is
 * cancelled and offers no way to pay. A refusal (paid meanwhile) shows in the dialog.
 */
export function CancelOrder({ order }: { order: Order }) {
  const fetcher = useFetcher<OrderActionResult>();
  const [isOpen, setOpen] = useState(false);
  const isBusy = fetcher.state !== 'idle';
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  return (
    <div className="border-line border-t pt-4 text-center">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-danger hover:bg-danger-soft inline-flex min-h-11 items-center rounded-full px-5 text-sm font-semibold underline-offset-4 hover:underline"
      >
        Batalkan pesanan
      </button>
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          if (!isBusy) setOpen(open);
        }}
        title="Batalkan pesanan ini?"
        description={cancelOrderWarning(order.kind, 'ini')}
        tone="error"
      >
        <fetcher.Form method="post" className="space-y-4">
          <input type="hidden" name="intent" value="cancel" />
          <input type="hidden" name="order_code" value={order.code} />
          {error ? <Alert tone="error">{error}</Alert> : null}
          <div className="flex flex-wrap justify-end gap-2">
            <button
              type="button"
              {...whileSending(isBusy, () => setOpen(false))}
              className={secondaryButtonClass}
            >
              Tidak
            </button>
            <button type="submit" {...whileSending(isBusy)} className={confirmClass}>
              {isBusy ? <Spinner /> : null}
              {isBusy ? 'Membatalkan…' : 'Ya, batalkan pesanan'}
            </button>
          </div>
        </fetcher.Form>
      </Dialog>
    </div>
  );
}
