import { type Order } from '@sbc/contract';
import { formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { Link } from 'react-router';
import { secondaryButtonClass } from '../../components/styles';
import { paths } from '../../config/paths';

/**
 * The member's membership orders still waiting for payment, each with the way to go on paying
 * it, shown above the packages: a member who tried before pays that order rather than a second
 * one (with a bank transfer, each bill has its own exact amount).
 */
export function WaitingOrders({ orders }: { orders: Order[] }) {
  if (orders.length === 0) return null;
  return (
    <section
      aria-labelledby="menunggu-judul"
      className="bg-brand-50 ring-brand-200 rounded-2xl p-4 ring-1"
    >
      <h2 id="menunggu-judul" className="text-brand-900 text-base font-bold">
        {orders.length === 1
          ? 'Ada pesanan yang menunggu pembayaran'
          : `Ada ${orders.length} pesanan yang menunggu pembayaran`}
      </h2>
      <p className="text-ink-muted mt-1 text-sm">
        Lanjutkan pembayarannya bila paket itu yang Anda inginkan, agar tidak membayar dua kali.
        Pesanan yang tidak dibayar ditutup otomatis setelah batas waktunya.
      </p>
      <ul className="mt-3 space-y-2">
        {orders.map((order) => (
          <li
            key={order.code}
            className="bg-surface ring-line flex flex-wrap items-center justify-between gap-3 rounded-xl p-3 ring-1"
          >
            <div className="min-w-0">
              <p className="text-ink font-semibold">{order.detail[0]?.name ?? 'Keanggotaan'}</p>
              <p className="text-ink-muted text-xs">
                <span className="font-mono">{order.invoice.code}</span> ·{' '}
                {formatRupiah(order.invoice.total_bill)}
              </p>
              <p className="text-ink-muted text-xs">
                Bayar sebelum {formatDateTime(order.invoice.expire_datetime)}
              </p>
            </div>
            <Link
              to={paths.order.href(order.code)}
              aria-label={`Lanjutkan pembayaran ${order.invoice.code}`}
              className={secondaryButtonClass}
            >
              Lanjutkan pembayaran
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
