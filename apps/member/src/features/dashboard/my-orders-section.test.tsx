// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { orderFinishUrl } from '../../lib/links';
import { type MyOrder } from '../../lib/report-types';
import { MyOrdersSection } from './my-orders-section';

afterEach(cleanup);

const now = Math.floor(Date.now() / 1000);

function myOrder(id: number, stage: MyOrder['stage'], status: MyOrder['invoice']['status']) {
  return {
    code: `pesanan-${id}-abcdefghij`,
    stage,
    kind: 'membership',
    invoice: {
      code: `INV/202611/00000${id}`,
      status,
      total_bill: 50000,
      create_datetime: now - 3600,
      expire_datetime: now + 20 * 3600,
    },
    detail: [{ name: 'Keanggotaan 1 Bulan' }],
    membership_until: null,
  } as unknown as MyOrder;
}

describe('MyOrdersSection', () => {
  it('links every order to its page: paying an open one, the receipt of a paid one, how a failed one ended', async () => {
    const orders = [
      myOrder(1, 'paid', 'paid'),
      myOrder(2, 'failed', 'failed'),
      myOrder(3, 'payment_selected', 'unpaid'),
    ];
    const router = createMemoryRouter([
      { path: '/', element: <MyOrdersSection orders={Promise.resolve(orders)} /> },
    ]);
    render(<RouterProvider router={router} />);

    const receipt = await screen.findByRole('link', { name: 'Lihat kuitansi INV/202611/000001' });
    expect(receipt.getAttribute('href')).toBe(orderFinishUrl('pesanan-1-abcdefghij'));
    const failed = screen.getByRole('link', { name: 'Lihat rincian INV/202611/000002' });
    expect(failed.getAttribute('href')).toBe(orderFinishUrl('pesanan-2-abcdefghij'));
    const open = screen.getByRole('link', { name: 'Lanjutkan pembayaran INV/202611/000003' });
    expect(open.getAttribute('href')).toBe(orderFinishUrl('pesanan-3-abcdefghij'));
  });
});
