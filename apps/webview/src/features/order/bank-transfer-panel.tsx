import { type Order } from '@sbc/contract';
import { formatKodeUnik } from '@sbc/format/billing';
import { formatRupiah } from '@sbc/format/rupiah';
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/alert';
import { CopyButton } from '../../components/copy-button';

/** Where to transfer and the exact amount (kode unik included), each with a copy button. */
export function BankTransferPanel({ order }: { order: Order }) {
  const account = order.bank_account;
  const amount = order.invoice.total_bill;
  const ref = useRef<HTMLElement>(null);

  // "Bayar" was pressed further down: bring the instructions into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return (
    <section
      ref={ref}
      aria-labelledby="transfer-judul"
      className="bg-surface ring-brand-200 rounded-2xl p-4 shadow-sm ring-2"
    >
      <h2 id="transfer-judul" className="text-brand-900 text-base font-bold">
        Transfer ke rekening berikut
      </h2>
      {account ? (
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="text-ink-subtle text-xs font-medium">Bank</dt>
            <dd className="text-ink font-semibold">{account.bank}</dd>
          </div>
          <div>
            <dt className="text-ink-subtle text-xs font-medium">Nomor rekening</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="text-ink font-mono text-lg font-bold tracking-wider">
                {account.number}
              </span>
              <CopyButton value={account.number.replace(/\D/g, '')} label="Salin nomor rekening" />
            </dd>
          </div>
          <div>
            <dt className="text-ink-subtle text-xs font-medium">Atas nama</dt>
            <dd className="text-ink font-semibold">{account.holder}</dd>
          </div>
          <div className="bg-brand-50 rounded-xl p-3">
            <dt className="text-brand-900 text-xs font-semibold">Jumlah yang harus ditransfer</dt>
            <dd className="flex items-center justify-between gap-3">
              <span className="text-brand-900 text-2xl font-extrabold">{formatRupiah(amount)}</span>
              <CopyButton value={String(amount)} label="Salin jumlah transfer" />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-muted mt-2 text-sm">
          Nomor rekening belum tersedia. Hubungi sekretariat SBC.
        </p>
      )}
      <div className="mt-3">
        <Alert tone="info">
          Transfer tepat {formatRupiah(amount)} termasuk kode unik{' '}
          {formatKodeUnik(order.invoice.kode_unik)}, agar pembayaran Anda dikenali. Status pesanan
          berubah setelah transfer diterima.
        </Alert>
      </div>
    </section>
  );
}
