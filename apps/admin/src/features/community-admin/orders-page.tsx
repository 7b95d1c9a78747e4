import { useLoaderData, useRevalidator } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { type ordersLoader } from './loaders';
import { OrdersSection } from './order-list';
import { PackagesSection } from './order-packages';

type Data = Awaited<ReturnType<typeof ordersLoader>>;

/** `/admin/community/orders`: membership packages, and orders with their invoices (super admin). */
export function OrdersPage() {
  const { products, orders, q, page, status } = useLoaderData<Data>();
  const revalidator = useRevalidator();
  return (
    <div>
      <PageHeader
        documentTitle="Paket & Pesanan"
        title="Paket & Pesanan"
        description="Paket keanggotaan, pesanan, dan tagihan beserta status pembayarannya."
      />
      <PackagesSection products={products} onChanged={() => revalidator.revalidate()} />

      <OrdersSection
        orders={orders}
        q={q}
        page={page}
        status={status}
        onChanged={() => revalidator.revalidate()}
      />
    </div>
  );
}
