import { type CartItem } from '@sbc/contract';
import { billingLabel } from '@sbc/format/billing';
import { formatRupiah } from '@sbc/format/rupiah';

/** Props of {@link ProductOption}. */
export interface ProductOptionProps {
  product: CartItem;
  isChosen: boolean;
  onChoose: () => void;
}

/**
 * One product as a tappable card (a radio button underneath): package label, name and
 * description, the gross price struck through when discounted, the discount, the price to pay
 * and how long it stays active.
 */
export function ProductOption({ product, isChosen, onChoose }: ProductOptionProps) {
  const hasDiscount = product.discount_rupiah > 0 && product.price_gross > product.price_nett;
  const id = `produk-${product.code}`;
  return (
    <label
      htmlFor={id}
      className={`bg-surface block cursor-pointer rounded-2xl p-4 shadow-sm ring-2 transition has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-(--color-focus) ${
        isChosen ? 'ring-brand bg-brand-50/40' : 'ring-line hover:ring-brand-300'
      }`}
    >
      <input
        id={id}
        type="radio"
        name="product_code"
        value={product.code}
        checked={isChosen}
        onChange={onChoose}
        className="sr-only"
      />
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <span className="bg-brand text-ink-inverse inline-block rounded-full px-2.5 py-0.5 text-xs font-bold">
            {billingLabel(product.package)}
          </span>
          <p className="text-ink mt-2 font-bold">{product.name}</p>
        </div>
        <span
          aria-hidden="true"
          className={`mt-1 flex size-6 shrink-0 items-center justify-center rounded-full border-2 ${
            isChosen ? 'border-brand' : 'border-ink-subtle/50'
          }`}
        >
          {isChosen ? <span className="bg-brand size-3 rounded-full" /> : null}
        </span>
      </div>
      {product.description ? (
        <p className="text-ink-muted mt-1 text-sm">{product.description}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-end justify-between gap-x-3 gap-y-1">
        <div>
          {hasDiscount ? (
            <p className="text-sm">
              <s className="text-ink-subtle">
                <span className="sr-only">Harga normal </span>
                {formatRupiah(product.price_gross)}
              </s>{' '}
              <span className="bg-danger-soft text-danger ml-1 rounded-full px-2 py-0.5 text-xs font-bold">
                Hemat {formatRupiah(product.discount_rupiah)}
              </span>
            </p>
          ) : null}
          <p className="text-brand-900 text-xl font-extrabold">
            {formatRupiah(product.price_nett)}
          </p>
        </div>
        <p className="text-success text-sm font-semibold">Aktif {product.activation_days} hari</p>
      </div>
    </label>
  );
}
