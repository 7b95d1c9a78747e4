import { Link } from 'react-router';
import { paths } from '../config/paths';
import { type OrderNotFound } from '../lib/order-not-found';
import { primaryButtonClass, secondaryButtonClass } from './styles';
import { WebviewFrame } from './webview-frame';

/**
 * `/order?order=` or `/order/finish?order_id=` with a code the API does not know (or another
 * member's order, which it answers the same way): status 404 with the API's Indonesian message,
 * and the way back to where the link came from, the member's orders, or home.
 */
export function OrderNotFoundPage({ message, back, ordersHref, isSignedIn }: OrderNotFound) {
  return (
    <WebviewFrame
      backHref={back?.href ?? paths.mobile.href()}
      backLabel={back?.label ?? 'Kembali ke beranda'}
    >
      <title>{`${message} | SBC`}</title>
      <section className="flex flex-col items-center px-2 py-10 text-center">
        <p className="text-brand text-7xl leading-none font-extrabold">404</p>
        <h1 className="text-ink mt-5 text-xl font-semibold">{message}</h1>
        <p className="text-ink-muted mt-2 text-sm leading-relaxed">
          {isSignedIn
            ? 'Periksa kembali tautan pesanannya. Pesanan yang dibuat dengan akun anggota lain tidak dapat dibuka dari akun ini.'
            : 'Periksa kembali tautan pesanannya, misalnya di email tagihan atau di Area Anggota.'}
        </p>
        <div className="mt-8 flex w-full flex-col gap-3">
          <a href={back?.href ?? ordersHref} className={`${primaryButtonClass} w-full`}>
            {back?.label ?? 'Lihat Pesanan Saya'}
          </a>
          <Link to={paths.mobile.href()} className={`${secondaryButtonClass} w-full`}>
            Kembali ke Beranda
          </Link>
        </div>
      </section>
    </WebviewFrame>
  );
}
