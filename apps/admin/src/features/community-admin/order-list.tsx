import { whileSending } from '@sbc/ui/while-sending';
import type { AdminOrder } from '@sbc/contract';
import { formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { Badge, type BadgeTone } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { secondaryButtonClass, successButtonClass } from '../../components/styles';
import { DataTable, cellClass } from '../../components/data-table';
import { adminApi } from '../../lib/api';
import { iconButtonClass, useApiAction } from './form-kit';
import { type ordersLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof ordersLoader>>;

const STATUS: Record<NonNullable<AdminOrder['status']>, { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Belum dibayar', tone: 'warning' },
  paid: { label: 'Lunas', tone: 'success' },
  expired: { label: 'Kedaluwarsa', tone: 'neutral' },
  failed: { label: 'Gagal', tone: 'danger' },
  cancelled: { label: 'Dibatalkan', tone: 'neutral' },
};
const FILTERS = {
  all: 'Semua',
  unpaid: 'Belum dibayar',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
} as const;
const PAYMENT = {
  bank_transfer: 'Transfer bank',
  card: 'Kartu',
  ewallet: 'Dompet digital',
} as const;

/** Whether an order's invoice may be marked paid by hand: unpaid, by bank transfer (or not chosen yet). */
export const canMarkPaid = (o: AdminOrder) =>
  o.status === 'unpaid' &&
  o.invoice_id !== null &&
  (o.payment_type === null || o.payment_type === 'bank_transfer');

/** What the admin checks before marking an order paid: the amount, its sender, and its invoice. */
export function markPaidQuestion(o: AdminOrder): string {
  const invoice = o.invoice_code ? ` untuk tagihan ${o.invoice_code}` : '';
  const grants =
    o.kind === 'membership'
      ? 'Keanggotaannya langsung diaktifkan.'
      : 'Kursi acaranya langsung dikonfirmasi.';
  return `Pastikan transfer ${formatRupiah(o.total)} dari ${o.name}${invoice} sudah masuk ke rekening SBC. ${grants}`;
}

/**
 * Orders and their invoices: status tabs, search, one page of the list, and the confirmation
 * that marks a bank transfer paid.
 */
export function OrdersSection({
  orders,
  q,
  page,
  status,
  onChanged,
}: Pick<Data, 'orders' | 'q' | 'page' | 'status'> & { onChanged: () => Promise<unknown> }) {
  const orderAction = useApiAction();
  const [paying, setPaying] = useState<AdminOrder | null>(null);
  const keepStatus = status === 'all' ? undefined : status;
  return (
    <>
      <section aria-labelledby="orders-title">
        <h2 id="orders-title" className="text-brand-900 mb-3 text-lg font-bold">
          Pesanan dan tagihan
        </h2>
        <div className="mb-5 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <FilterTabs
            label="Saring pesanan"
            tabs={filterTabs(FILTERS, status, (value) =>
              communityPaths.orders({ q, status: value }),
            )}
          />
          <SearchForm
            defaultValue={q}
            label="Cari pesanan"
            placeholder="Kode pesanan, tagihan, nama, atau email…"
            keep={{ status: keepStatus }}
          />
        </div>
        {orders.data.length === 0 ? (
          <EmptyState title="Tidak ada pesanan">
            {q ? `Tidak ada pesanan yang cocok dengan “${q}”.` : 'Belum ada pesanan di bagian ini.'}
          </EmptyState>
        ) : (
          <DataTable
            caption="Pesanan dan tagihan"
            columns={[
              { label: 'Pesanan' },
              { label: 'Pemesan', className: 'hidden md:table-cell' },
              { label: 'Tagihan' },
              { label: 'Tindakan', isLabelHidden: true, className: 'hidden sm:table-cell' },
            ]}
          >
            {orders.data.map((o) => (
              <tr key={o.order_id} className="border-line border-t">
                <td className={`${cellClass} wrap-anywhere`}>
                  <p className="font-semibold">
                    {o.item || (o.kind === 'event' ? 'Acara' : 'Keanggotaan')}
                  </p>
                  <p className="text-ink-muted text-xs">
                    {o.order_code} · {formatDateTime(o.created_at)}
                  </p>
                  <div className="text-ink-muted mt-1 text-xs md:hidden">
                    <p>{o.name}</p>
                    <p>
                      <EmailText email={o.email} />
                    </p>
                  </div>
                </td>
                <td className={`${cellClass} hidden md:table-cell`}>
                  <p>{o.name}</p>
                  <p className="text-ink-muted">
                    <EmailText email={o.email} />
                  </p>
                </td>
                <td className={cellClass}>
                  {o.invoice_code ? (
                    <p className="text-ink font-mono text-xs font-semibold whitespace-nowrap">
                      {o.invoice_code}
                    </p>
                  ) : null}
                  <p className="font-semibold whitespace-nowrap">{formatRupiah(o.total)}</p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {o.status ? (
                      <Badge tone={STATUS[o.status].tone}>{STATUS[o.status].label}</Badge>
                    ) : null}
                    {o.payment_type ? (
                      <Badge tone="neutral">{PAYMENT[o.payment_type]}</Badge>
                    ) : null}
                  </div>
                  {o.paid_after_closing ? (
                    <p className="text-danger mt-1 text-xs font-semibold">
                      Dibayar setelah tagihan ditutup: kembalikan dananya kepada pembayar.
                    </p>
                  ) : null}
                  {o.paid_at ? (
                    <p className="text-ink-subtle mt-1 text-xs">
                      Lunas {formatDateTime(o.paid_at)}
                      {o.marked_paid_by ? `, ditandai oleh ${o.marked_paid_by}` : ''}
                    </p>
                  ) : null}
                  {canMarkPaid(o) ? (
                    <button
                      type="button"
                      className={`${iconButtonClass} mt-2 whitespace-nowrap sm:hidden`}
                      onClick={() => setPaying(o)}
                    >
                      Tandai lunas
                    </button>
                  ) : null}
                </td>
                <td className={`${cellClass} hidden text-right sm:table-cell`}>
                  {canMarkPaid(o) ? (
                    <button
                      type="button"
                      className={`${iconButtonClass} whitespace-nowrap`}
                      onClick={() => setPaying(o)}
                    >
                      Tandai lunas
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
        <Pagination
          page={page}
          perPage={PER_PAGE}
          total={orders.totalRecords}
          noun="pesanan"
          hrefFor={(p) => communityPaths.orders({ q, page: p, status: keepStatus })}
        />
      </section>

      <Dialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title="Tandai tagihan lunas?"
        description={paying ? markPaidQuestion(paying) : ''}
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setPaying(null)}>
            Batal
          </button>
          <button
            type="button"
            className={successButtonClass}
            {...whileSending(orderAction.busy, async () => {
              if (!paying?.invoice_id) return;
              const invoiceId = paying.invoice_id;
              const done = await orderAction.run(
                () => adminApi.markInvoicePaid({ body: { invoice_id: invoiceId } }),
                'Tagihan ditandai lunas',
              );
              setPaying(null);
              if (done) await onChanged();
            })}
          >
            Tandai lunas
          </button>
        </div>
      </Dialog>
    </>
  );
}
