// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../components/error-pages';
import { orderLoader } from './order-loader';

const getInvoice = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({
  orderApi: { getInvoice, listProducts: vi.fn() },
  readOrder: (code: string, signal?: AbortSignal) =>
    getInvoice({ body: { order_code: code } }, { signal }),
}));

const MEMBER_ORDERS = 'http://localhost:3003/#pesanan-saya';

function openOrderPage(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/order',
        loader: orderLoader,
        element: <p>Tagihan</p>,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: [`/order${search}`] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  getInvoice.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/order with an order the API does not show', () => {
  it('says "Pesanan tidak ditemukan" in Indonesian, with status 404 and the way back', async () => {
    getInvoice.mockRejectedValue(
      new ApiError('Pesanan tidak ditemukan', {
        status: 404,
        httpStatus: 404,
        body: { status: 404, msg: 'Pesanan tidak ditemukan' },
      }),
    );
    openOrderPage(`?order=tidakada123&return=${encodeURIComponent(MEMBER_ORDERS)}`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Pesanan tidak ditemukan',
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
    const back = screen.getAllByRole('link', { name: 'Kembali ke Area Anggota' });
    expect(back.at(-1)?.getAttribute('href')).toBe(MEMBER_ORDERS);
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' }).getAttribute('href')).toBe(
      '/mobile',
    );
    expect(getInvoice).toHaveBeenCalledWith(
      { body: { order_code: 'tidakada123' } },
      expect.anything(),
    );
  });

  it("treats a code the API refuses as malformed the same way, leading to the member's orders", async () => {
    getInvoice.mockRejectedValue(
      new ApiError('Kode pesanan tidak valid', { status: 400, httpStatus: 400, body: null }),
    );
    openOrderPage('?order=abc');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Pesanan tidak ditemukan',
    );
    expect(screen.getByRole('link', { name: 'Lihat Pesanan Saya' }).getAttribute('href')).toBe(
      MEMBER_ORDERS,
    );
  });
});
