import { useLoaderData } from 'react-router';
import { LoginPrompt } from '../../components/login-prompt';
import { WebviewFrame } from '../../components/webview-frame';
import { paths } from '../../config/paths';
import { InvoiceView } from './invoice-view';
import { CancelOrder } from './cancel-order';
import { type OrderPageData } from './order-loader';
import { PaymentMethodPicker } from './payment-method-picker';
import { ProductPicker } from './product-picker';
import { PurchaseSteps } from './purchase-steps';

/**
 * `/order`: choose a package (an event order comes with its ticket), then a payment method, then
 * pay the invoice (or cancel it). The order code stays in the URL (`?order=`) from the moment the order exists,
 * so a reload resumes where it was.
 */
export function OrderPage() {
  const page = useLoaderData() as OrderPageData;
  const isTicket = page.kind === 'order' && page.order.kind === 'event';
  return (
    <WebviewFrame
      backHref={page.back?.href ?? paths.mobile.href()}
      backLabel={page.back?.label ?? 'Kembali ke beranda'}
    >
      <title>{`${isTicket ? 'Bayar Tiket' : 'Pesan Keanggotaan'} | SBC`}</title>
      {page.kind === 'login' ? (
        <LoginPrompt
          title="Masuk untuk memesan"
          reason="Paket keanggotaan dipesan atas nama akun anggota Anda."
        />
      ) : null}
      {page.kind === 'products' ? (
        <>
          <PurchaseSteps current={0} kind="membership" />
          <ProductPicker products={page.products} waiting={page.waiting} />
        </>
      ) : null}
      {page.kind === 'order' && page.order.invoice.payment_type === null ? (
        <>
          <PurchaseSteps current={1} kind={page.order.kind} />
          <PaymentMethodPicker order={page.order} />
        </>
      ) : null}
      {page.kind === 'order' && page.order.invoice.payment_type !== null ? (
        <>
          <PurchaseSteps current={2} kind={page.order.kind} />
          <InvoiceView order={page.order} />
        </>
      ) : null}
      {/* Only an open order reaches this page (a closed one goes to its finish page). */}
      {page.kind === 'order' ? <CancelOrder order={page.order} /> : null}
    </WebviewFrame>
  );
}
