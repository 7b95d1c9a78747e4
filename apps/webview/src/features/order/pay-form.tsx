import { whileSending } from '@sbc/ui/while-sending';
import { type Order } from '@sbc/contract';
import { useFetcher } from 'react-router';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass } from '../../components/styles';
import { type OrderActionResult } from './order-action';

/** "Bayar": creates the payment; card and e-wallet then open the payment page. */
export function PayForm({ order }: { order: Order }) {
  const fetcher = useFetcher<OrderActionResult>();
  const isRedirecting =
    fetcher.data !== undefined && fetcher.data !== null && 'redirecting' in fetcher.data;
  const isBusy = fetcher.state !== 'idle' || isRedirecting;
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;
  const isTransfer = order.invoice.payment_type === 'bank_transfer';
  return (
    <fetcher.Form method="post" className="space-y-2">
      <input type="hidden" name="intent" value="pay" />
      <input type="hidden" name="order_code" value={order.code} />
      {error ? <Alert tone="error">{error}</Alert> : null}
      <button type="submit" {...whileSending(isBusy)} className={`${primaryButtonClass} w-full`}>
        {isBusy ? <Spinner /> : null}
        {isRedirecting ? 'Membuka halaman pembayaran…' : isBusy ? 'Memproses…' : 'Bayar'}
      </button>
      <p className="text-ink-muted text-center text-xs">
        {isTransfer
          ? 'Setelah menekan Bayar, Anda mendapat nomor rekening dan jumlah yang harus ditransfer.'
          : 'Anda akan diarahkan ke halaman pembayaran yang aman.'}
      </p>
    </fetcher.Form>
  );
}
