import type { AdminOrder, AdminProduct } from '@sbc/contract';
import { BILLING_PERIOD_LABELS, billingLabel } from '@sbc/format/billing';
import { formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { Dialog } from '@sbc/ui/dialog';
import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { Badge, type BadgeTone } from '../../components/badge';
import { EmailText } from '../../components/email-text';
import { EmptyState } from '../../components/empty-state';
import { FilterTabs, filterTabs } from '../../components/filter-tabs';
import { PageHeader } from '../../components/page-header';
import { Pagination } from '../../components/pagination';
import { SearchForm } from '../../components/search-form';
import { secondaryButtonClass, successButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { DataTable, cellClass } from '../../components/data-table';
import { SelectField, TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { CheckboxField, FormDialog, iconButtonClass, text, useApiAction } from './form-kit';
import { type ordersLoader, PER_PAGE } from './loaders';
import { communityPaths } from './paths';

type Data = Awaited<ReturnType<typeof ordersLoader>>;

const STATUS: Record<NonNullable<AdminOrder['status']>, { label: string; tone: BadgeTone }> = {
  unpaid: { label: 'Belum dibayar', tone: 'warning' },
  paid: { label: 'Lunas', tone: 'success' },
  expired: { label: 'Kedaluwarsa', tone: 'neutral' },
  failed: { label: 'Gagal', tone: 'danger' },
};
const FILTERS = {
  all: 'Semua',
  unpaid: 'Belum dibayar',
  paid: 'Lunas',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
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

/** `/admin/community/orders`: membership packages, and orders with their invoices (super admin). */
export function OrdersPage() {
  const { products, orders, q, page, status } = useLoaderData<Data>();
  const revalidator = useRevalidator();
  const productAction = useApiAction();
  const orderAction = useApiAction();
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  const [paying, setPaying] = useState<AdminOrder | null>(null);
  const keepStatus = status === 'all' ? undefined : status;
  return (
    <div>
      <PageHeader
        documentTitle="Paket & Pesanan"
        title="Paket & Pesanan"
        description="Paket keanggotaan, pesanan, dan tagihan beserta status pembayarannya."
      />
      <section aria-labelledby="products-title" className="mb-10">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="products-title" className="text-brand-900 text-lg font-bold">
            Paket keanggotaan
          </h2>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => setEditing({ product: null })}
          >
            Tambah paket
          </button>
        </div>
        <DataTable
          caption="Paket keanggotaan"
          columns={[
            { label: 'Paket' },
            { label: 'Harga' },
            { label: 'Masa aktif', className: 'hidden md:table-cell' },
            { label: 'Tindakan', isLabelHidden: true },
          ]}
        >
          {products.map((p) => (
            <tr key={p.id} className="border-line border-t">
              <td className={cellClass}>
                <p className="font-semibold">{p.name}</p>
                <p className="text-ink-muted text-xs">
                  {p.code} · {billingLabel(p.billing_period)}
                </p>
                {p.active ? null : <Badge tone="neutral">Tidak aktif</Badge>}
              </td>
              <td className={`${cellClass} whitespace-nowrap`}>
                {formatRupiah(p.price_nett)}
                {p.discount_rupiah ? (
                  <span className="text-ink-subtle block text-xs line-through">
                    {formatRupiah(p.price_gross)}
                  </span>
                ) : null}
              </td>
              <td className={`${cellClass} text-ink-muted hidden md:table-cell`}>
                {p.activation_days} hari
              </td>
              <td className={`${cellClass} text-right`}>
                <button
                  type="button"
                  className={iconButtonClass}
                  onClick={() => setEditing({ product: p })}
                  aria-label={`Ubah ${p.name}`}
                >
                  Ubah
                </button>
              </td>
            </tr>
          ))}
        </DataTable>
      </section>

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
              { label: 'Tindakan', isLabelHidden: true },
            ]}
          >
            {orders.data.map((o) => (
              <tr key={o.order_id} className="border-line border-t">
                <td className={cellClass}>
                  <p className="font-semibold">
                    {o.item || (o.kind === 'event' ? 'Acara' : 'Keanggotaan')}
                  </p>
                  <p className="text-ink-muted text-xs">
                    {o.order_code} · {formatDateTime(o.created_at)}
                  </p>
                  <p className="text-ink-muted text-xs md:hidden">{o.name}</p>
                </td>
                <td className={`${cellClass} hidden md:table-cell`}>
                  <p>{o.name}</p>
                  <p className="text-ink-muted">
                    <EmailText email={o.email} />
                  </p>
                </td>
                <td className={cellClass}>
                  <p className="font-semibold whitespace-nowrap">{formatRupiah(o.total)}</p>
                  <div className="mt-1 flex flex-wrap gap-1">
                    {o.status ? (
                      <Badge tone={STATUS[o.status].tone}>{STATUS[o.status].label}</Badge>
                    ) : null}
                    {o.payment_type ? (
                      <Badge tone="neutral">{PAYMENT[o.payment_type]}</Badge>
                    ) : null}
                  </div>
                  {o.paid_at ? (
                    <p className="text-ink-subtle mt-1 text-xs">
                      Lunas {formatDateTime(o.paid_at)}
                      {o.marked_paid_by ? `, ditandai oleh ${o.marked_paid_by}` : ''}
                    </p>
                  ) : null}
                </td>
                <td className={`${cellClass} text-right`}>
                  {canMarkPaid(o) ? (
                    <button type="button" className={iconButtonClass} onClick={() => setPaying(o)}>
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

      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.product ? `Ubah ${editing.product.name}` : 'Tambah paket'}
        className="max-h-[90vh] max-w-xl overflow-y-auto"
        busy={productAction.busy}
        onSubmit={async (form) => {
          const saved = await productAction.run(
            () =>
              adminApi.saveAdminProduct({
                body: {
                  id: editing?.product?.id,
                  code: text(form, 'code'),
                  name: text(form, 'name'),
                  description: text(form, 'description'),
                  billing_period: text(form, 'billing_period') as AdminProduct['billing_period'],
                  activation_days: Number(text(form, 'activation_days')),
                  price_gross: Number(text(form, 'price_gross')),
                  discount_rupiah: Number(text(form, 'discount_rupiah') || 0),
                  active: form.get('active') === 'on',
                },
              }),
            'Paket disimpan',
          );
          if (saved) {
            setEditing(null);
            await revalidator.revalidate();
          }
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="code"
            label="Kode"
            required
            maxLength={40}
            defaultValue={editing?.product?.code}
            error={productAction.errors.code}
            hint="Huruf, angka, - dan _."
          />
          <TextField
            name="name"
            label="Nama paket"
            required
            maxLength={120}
            defaultValue={editing?.product?.name}
            error={productAction.errors.name}
          />
        </div>
        <TextArea
          name="description"
          label="Deskripsi"
          rows={2}
          maxLength={2000}
          defaultValue={editing?.product?.description}
          error={productAction.errors.description}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="billing_period"
            label="Periode tagihan"
            defaultValue={editing?.product?.billing_period ?? 'monthly'}
            error={productAction.errors.billing_period}
          >
            {Object.entries(BILLING_PERIOD_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField
            name="activation_days"
            label="Masa aktif (hari)"
            type="number"
            inputMode="numeric"
            min={1}
            required
            defaultValue={editing?.product?.activation_days ?? 30}
            error={productAction.errors.activation_days}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="price_gross"
            label="Harga (Rp)"
            type="number"
            inputMode="numeric"
            min={0}
            required
            defaultValue={editing?.product?.price_gross ?? ''}
            error={productAction.errors.price_gross}
          />
          <TextField
            name="discount_rupiah"
            label="Potongan (Rp)"
            type="number"
            inputMode="numeric"
            min={0}
            defaultValue={editing?.product?.discount_rupiah ?? 0}
            error={productAction.errors.discount_rupiah}
          />
        </div>
        <CheckboxField
          name="active"
          label="Aktif (dijual)"
          defaultChecked={editing?.product?.active ?? true}
        />
      </FormDialog>

      <Dialog
        open={paying !== null}
        onOpenChange={(open) => !open && setPaying(null)}
        title="Tandai tagihan lunas?"
        description={
          paying
            ? `Pastikan transfer ${formatRupiah(paying.total)} dari ${paying.name} sudah masuk ke rekening SBC. ${paying.kind === 'membership' ? 'Keanggotaannya langsung diaktifkan.' : 'Kursi acaranya langsung dikonfirmasi.'}`
            : ''
        }
      >
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setPaying(null)}>
            Batal
          </button>
          <button
            type="button"
            className={successButtonClass}
            disabled={orderAction.busy}
            onClick={async () => {
              if (!paying?.invoice_id) return;
              const invoiceId = paying.invoice_id;
              const done = await orderAction.run(
                () => adminApi.markInvoicePaid({ body: { invoice_id: invoiceId } }),
                'Tagihan ditandai lunas',
              );
              setPaying(null);
              if (done) await revalidator.revalidate();
            }}
          >
            Tandai lunas
          </button>
        </div>
      </Dialog>
    </div>
  );
}
