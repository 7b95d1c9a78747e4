import { whileSending } from '@sbc/ui/while-sending';
import { type CartItem, type Order } from '@sbc/contract';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { Alert } from '../../components/alert';
import { Spinner } from '../../components/spinner';
import { primaryButtonClass } from '../../components/styles';
import { type OrderActionResult } from './order-action';
import { MembershipStatus } from './membership-status';
import { ProductOption } from './product-option';
import { WaitingOrders } from './waiting-orders';

/** Props of {@link ProductPicker}. */
export interface ProductPickerProps {
  products: CartItem[];
  /** The member's membership orders still waiting for payment, offered before a new one. */
  waiting: Order[];
}

/**
 * The products as shopping cart items; one is chosen, then "Lanjutkan" creates the order. Orders
 * still waiting for payment come first, each with the way to go on paying it.
 */
export function ProductPicker({ products, waiting }: ProductPickerProps) {
  const fetcher = useFetcher<OrderActionResult>();
  const [chosen, setChosen] = useState<string | null>(null);
  const isBusy = fetcher.state !== 'idle';
  const error = fetcher.data && 'error' in fetcher.data ? fetcher.data.error : null;

  return (
    <fetcher.Form method="post" className="space-y-4">
      <div>
        <h1 className="text-brand-900 text-xl font-bold">Pilih Paket Keanggotaan</h1>
        <MembershipStatus />
      </div>
      <WaitingOrders orders={waiting} />
      <input type="hidden" name="intent" value="create" />
      <fieldset className="space-y-3">
        <legend className="sr-only">Paket keanggotaan</legend>
        {products.length === 0 ? (
          <p className="text-ink-muted text-sm">Belum ada paket yang dijual saat ini.</p>
        ) : null}
        {products.map((product) => (
          <ProductOption
            key={product.code}
            product={product}
            isChosen={chosen === product.code}
            onChoose={() => setChosen(product.code)}
          />
        ))}
      </fieldset>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="bg-surface-muted/95 sticky bottom-0 -mx-4 px-4 pt-2 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur">
        <button
          type="submit"
          disabled={chosen === null}
          {...whileSending(isBusy)}
          className={`${primaryButtonClass} w-full`}
        >
          {isBusy ? <Spinner /> : null}
          {isBusy ? 'Membuat pesanan…' : 'Lanjutkan'}
        </button>
        {chosen === null ? (
          <p className="text-ink-muted mt-1.5 text-center text-xs">
            Pilih salah satu paket di atas.
          </p>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
