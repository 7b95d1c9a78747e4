// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderApi } from '../../lib/api';
import { orderFinishUrl } from '../../lib/links';
import { type MyOrder } from '../../lib/report-types';
import { MyOrdersSection } from './my-orders-section';

vi.mock('../../lib/api', () => ({ orderApi: { cancelOrder: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.mocked(orderApi.cancelOrder).mockReset();
});

const now = Math.floor(Date.now() / 1000);

function myOrder(
  id: number,
  stage: MyOrder['stage'],
  status: MyOrder['invoice']['status'],
  kind: MyOrder['kind'] = 'membership',
) {
  return {
    code: `pesanan-${id}-abcdefghij`,
    stage,
    kind,
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

  const renderOrders = (orders: MyOrder[]) => {
    const router = createMemoryRouter([
      { path: '/', element: <MyOrdersSection orders={Promise.resolve(orders)} /> },
    ]);
    render(<RouterProvider router={router} />);
  };

  it('offers Batalkan only on an order waiting for payment', async () => {
    renderOrders([
      myOrder(1, 'paid', 'paid'),
      myOrder(2, 'cancelled', 'cancelled'),
      myOrder(3, 'pending', 'unpaid'),
    ]);
    await screen.findByRole('button', { name: 'Batalkan INV/202611/000003' });
    expect(screen.getAllByRole('button', { name: /^Batalkan/ })).toHaveLength(1);
    expect(screen.getByText('Dibatalkan')).toBeTruthy();
  });

  it('cancels an event order after asking, says the seat is released, then shows it cancelled', async () => {
    const open = myOrder(4, 'payment_selected', 'unpaid', 'event');
    vi.mocked(orderApi.cancelOrder).mockResolvedValue({
      ...open,
      stage: 'cancelled',
      invoice: { ...open.invoice, status: 'cancelled' },
    });
    renderOrders([open]);
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan INV/202611/000004' }));

    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan ini?' });
    expect(dialog.textContent).toContain('kursi Anda di event ini dilepas');
    expect(orderApi.cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Ya, batalkan pesanan' }));

    const status = await screen.findByText(
      'Pesanan INV/202611/000004 dibatalkan. Kursi Anda di event ini sudah dilepas.',
    );
    expect(status.closest('[role="status"]')).toBeTruthy();
    expect(orderApi.cancelOrder).toHaveBeenCalledWith({
      body: { order_code: 'pesanan-4-abcdefghij' },
    });
    expect(screen.getByText('Dibatalkan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Batalkan/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Lihat rincian INV/202611/000004' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("keeps the order open and shows the API's refusal in the dialog", async () => {
    vi.mocked(orderApi.cancelOrder).mockRejectedValue(
      new ApiError('Pesanan ini sudah dibayar dan tidak dapat dibatalkan.', {
        status: 409,
        httpStatus: 409,
        body: null,
      }),
    );
    renderOrders([myOrder(5, 'pending', 'unpaid')]);
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan INV/202611/000005' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ya, batalkan pesanan' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Pesanan ini sudah dibayar dan tidak dapat dibatalkan.');
    expect(screen.getByText('Menunggu pembayaran')).toBeTruthy();
  });
});
