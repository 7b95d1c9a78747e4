// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { type Order } from '@sbc/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishLoader } from '../order-finish/finish-loader';
import { FinishPage } from '../order-finish/finish-page';
import { orderAction } from './order-action';
import { orderLoader } from './order-loader';
import { OrderPage } from './order-page';

const readOrder = vi.hoisted(() => vi.fn());
const cancelOrder = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({
  memberApi: { checkMemberConnection: vi.fn() },
  orderApi: { listProducts: vi.fn(), listMyOrders: vi.fn() },
  orderApiForVisitor: () => ({ cancelOrder }),
  readOrder: (code: string) => readOrder(code),
}));

const SECONDS = Math.floor(Date.now() / 1000);

/** A visitor's event bill with a payment method chosen, waiting for payment. */
function eventOrder(stage: Order['stage'], status: Order['invoice']['status']): Order {
  return {
    code: 'pesanan-uji-12345',
    stage,
    kind: 'event',
    invoice: {
      id: 7,
      network_id: null,
      code: 'INV/202601/000007',
      status,
      total_gross: 100000,
      total_discount_rupiah: 0,
      total_nett: 100000,
      kode_unik: 0,
      total_bill: 100000,
      payment_type: 'ewallet',
      expire_datetime: SECONDS + 86_400,
      create_datetime: SECONDS,
      update_datetime: SECONDS,
    },
    payment: null,
    detail: [
      {
        name: 'Tiket Kelas Parenting',
        description: 'Harga umum',
        quantity: 1,
        price_gross: 100000,
        discount_rupiah: 0,
        price_nett: 100000,
        activation_days: 0,
      },
    ],
    bank_account: null,
    event_permalink: 'kelas-parenting',
    membership_until: null,
  };
}

function openOrderPage() {
  const router = createMemoryRouter(
    [
      {
        path: '/order',
        loader: orderLoader,
        action: orderAction,
        element: <OrderPage />,
        HydrateFallback: () => null,
      },
      {
        path: '/order/finish',
        loader: finishLoader,
        element: <FinishPage />,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: ['/order?order=pesanan-uji-12345'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  readOrder.mockReset();
  cancelOrder.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('Batalkan pesanan on the order page', () => {
  it('asks first, then shows the order cancelled with no way to pay', async () => {
    readOrder.mockResolvedValueOnce(eventOrder('invoice_fetched', 'unpaid'));
    readOrder.mockResolvedValue(eventOrder('cancelled', 'cancelled'));
    cancelOrder.mockResolvedValue(eventOrder('cancelled', 'cancelled'));
    const router = openOrderPage();

    expect(await screen.findByRole('button', { name: 'Bayar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan ini?' });
    expect(dialog.textContent).toContain('kursi Anda di event ini dilepas');
    expect(cancelOrder).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan pesanan' }));

    expect(await screen.findByRole('heading', { name: 'Dibatalkan' })).toBeTruthy();
    expect(cancelOrder).toHaveBeenCalledWith({ body: { order_code: 'pesanan-uji-12345' } });
    expect(router.state.location.pathname).toBe('/order/finish');
    expect(screen.getByRole('status').textContent).toContain('Pesanan dibatalkan.');
    expect(screen.queryByRole('button', { name: 'Bayar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lanjutkan pembayaran' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Batalkan pesanan' })).toBeNull();
  });

  it("keeps the order and shows the API's refusal in the dialog", async () => {
    readOrder.mockResolvedValue(eventOrder('invoice_fetched', 'unpaid'));
    cancelOrder.mockRejectedValue(
      new ApiError('Pesanan ini sudah dibayar dan tidak dapat dibatalkan.', {
        status: 409,
        httpStatus: 409,
        body: null,
      }),
    );
    openOrderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan pesanan' }));
    const dialog = screen.getByRole('dialog', { name: 'Batalkan pesanan ini?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan pesanan' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Pesanan ini sudah dibayar dan tidak dapat dibatalkan.',
    );
  });
});
