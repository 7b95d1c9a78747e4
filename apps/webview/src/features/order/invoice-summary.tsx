import { type Order } from '@sbc/contract';
import { formatRupiah } from '@sbc/format/rupiah';
import { type ReactNode } from 'react';

function Row({
  term,
  children,
  strong = false,
}: {
  term: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <div className={`flex items-baseline justify-between gap-3 ${strong ? 'pt-2' : ''}`}>
      <dt className={strong ? 'text-ink font-bold' : 'text-ink-muted'}>{term}</dt>
      <dd
        className={`whitespace-nowrap ${strong ? 'text-brand-900 text-xl font-extrabold' : 'text-ink font-semibold'}`}
      >
        {children}
      </dd>
    </div>
  );
}

/** The invoice's lines and totals; a bank transfer adds its kode unik to the bill, shown plainly. */
export function InvoiceSummary({ order }: { order: Order }) {
  const { invoice, detail } = order;
  const hasKodeUnik = invoice.payment_type === 'bank_transfer' && invoice.kode_unik > 0;
  return (
    <section
      aria-label="Rincian tagihan"
      className="bg-surface ring-line rounded-2xl p-4 shadow-sm ring-1"
    >
      <ul className="divide-line divide-y">
        {detail.map((line, index) => (
          <li key={`${line.name}-${index}`} className="py-2 first:pt-0">
            <div className="flex items-start justify-between gap-3">
              <p className="text-ink font-semibold">
                {line.name}
                {line.quantity > 1 ? (
                  <span className="text-ink-muted"> × {line.quantity}</span>
                ) : null}
              </p>
              <p className="shrink-0 text-right whitespace-nowrap">
                {line.discount_rupiah > 0 ? (
                  <s className="text-ink-subtle block text-xs">{formatRupiah(line.price_gross)}</s>
                ) : null}
                <span className="text-ink font-semibold">{formatRupiah(line.price_nett)}</span>
              </p>
            </div>
            {line.activation_days > 0 ? (
              <p className="text-success text-xs font-semibold">
                Aktif {line.activation_days} hari
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="border-line mt-2 space-y-1.5 border-t pt-3 text-sm">
        <Row term="Subtotal">{formatRupiah(invoice.total_gross)}</Row>
        {invoice.total_discount_rupiah > 0 ? (
          <Row term="Diskon">−{formatRupiah(invoice.total_discount_rupiah)}</Row>
        ) : null}
        <Row term="Total harga">{formatRupiah(invoice.total_nett)}</Row>
        {hasKodeUnik ? (
          <div className="bg-brand-50 -mx-2 rounded-lg px-2 py-1.5">
            <Row term={<span className="text-brand-900 font-semibold">Kode unik</span>}>
              +{formatRupiah(invoice.kode_unik)}
            </Row>
            <p className="text-ink-muted mt-0.5 text-xs">
              Ditambahkan ke tagihan agar transfer Anda mudah dicocokkan.
            </p>
          </div>
        ) : null}
        <Row term="Total tagihan" strong>
          {formatRupiah(invoice.total_bill)}
        </Row>
      </dl>
    </section>
  );
}
