import type { AdminProduct } from '@sbc/contract';
import { BILLING_PERIOD_LABELS, billingLabel } from '@sbc/format/billing';
import { formatRupiah } from '@sbc/format/rupiah';
import { useState } from 'react';
import { Badge } from '../../components/badge';
import { secondaryButtonClass } from '../../components/styles';
import { TextField } from '../../components/text-field';
import { DataTable, cellClass } from '../../components/data-table';
import { SelectField, TextArea } from '../../components/form-fields';
import { adminApi } from '../../lib/api';
import { CheckboxField, FormDialog, iconButtonClass, text, useApiAction } from './form-kit';

/** The membership packages, with the dialog that adds or edits one. */
export function PackagesSection({
  products,
  onChanged,
}: {
  products: AdminProduct[];
  onChanged: () => Promise<unknown>;
}) {
  const productAction = useApiAction();
  const [editing, setEditing] = useState<{ product: AdminProduct | null } | null>(null);
  return (
    <>
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

      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.product ? `Ubah ${editing.product.name}` : 'Tambah paket'}
        className="max-h-[90vh] max-w-xl overflow-y-auto"
        busy={productAction.busy}
        onInput={productAction.forgetChangedField}
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
            await onChanged();
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
    </>
  );
}
