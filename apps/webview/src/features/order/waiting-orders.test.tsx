// @vitest-environment happy-dom
import { type CartItem, type Order } from '@sbc/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductPicker } from './product-picker';

afterEach(cleanup);

const product = {
  id: 1,
  code: 'ANGGOTA-1B',
  name: 'Keanggotaan 1 Bulan',
  description: 'Akses kegiatan anggota selama sebulan.',
  category_id: 1,
  package: 'monthly',
  activation_days: 30,
  price_gross: 50000,
  discount_rupiah: 0,
  price_nett: 50000,
} satisfies CartItem;

const waiting = (code: string, invoice: string, bill: number) =>
  ({
    code,
    kind: 'membership',
    stage: 'pending',
    detail: [{ name: 'Keanggotaan 1 Bulan' }],
    invoice: { code: invoice, status: 'unpaid', total_bill: bill, expire_datetime: 1_900_000_000 },
  }) as unknown as Order;

function renderPicker(orders: Order[]) {
  const router = createMemoryRouter(
    [{ path: '/order', element: <ProductPicker products={[product]} waiting={orders} /> }],
    { initialEntries: ['/order'] },
  );
  render(<RouterProvider router={router} />);
}

describe('ProductPicker', () => {
  it('offers the orders waiting for payment before the packages, each to go on paying', () => {
    renderPicker([
      waiting('pesanan-satu-abcdef', 'INV/202611/000012', 50363),
      waiting('pesanan-dua-abcdefg', 'INV/202611/000013', 50079),
    ]);
    const section = screen.getByRole('region', {
      name: 'Ada 2 pesanan yang menunggu pembayaran',
    });
    const first = within(section).getByRole('link', {
      name: 'Lanjutkan pembayaran INV/202611/000012',
    });
    expect(first.getAttribute('href')).toBe('/order?order=pesanan-satu-abcdef');
    expect(within(section).getByText(/Rp 50\.079/)).toBeTruthy();
    // Above the packages, which are still offered.
    const packages = screen.getByRole('group', { name: 'Paket keanggotaan' });
    expect(
      section.compareDocumentPosition(packages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(within(packages).getByText('Keanggotaan 1 Bulan')).toBeTruthy();
  });

  it('says nothing of waiting orders when there are none', () => {
    renderPicker([]);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByRole('group', { name: 'Paket keanggotaan' })).toBeTruthy();
  });
});
