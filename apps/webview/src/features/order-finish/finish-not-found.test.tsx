// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from '../../components/error-pages';
import { finishLoader } from './finish-loader';

const getInvoice = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({
  memberApi: { checkMemberConnection: vi.fn() },
  readOrder: (code: string, signal?: AbortSignal) =>
    getInvoice({ body: { order_code: code } }, { signal }),
}));

function openFinishPage(search: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/order/finish',
        loader: finishLoader,
        element: <p>Status</p>,
        HydrateFallback: () => null,
        errorElement: <RouteErrorPage />,
      },
    ],
    { initialEntries: [`/order/finish${search}`] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  getInvoice.mockReset();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/order/finish without an order it can show', () => {
  it.each([
    ['an unknown order code', '?order_id=tidakada123'],
    ['no order code at all', ''],
  ])('says "Pesanan tidak ditemukan" in Indonesian for %s', async (_case, search) => {
    getInvoice.mockRejectedValue(
      new ApiError('Pesanan tidak ditemukan', { status: 404, httpStatus: 404, body: null }),
    );
    openFinishPage(search);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Pesanan tidak ditemukan',
    );
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.queryByText('This page could not be found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toBeTruthy();
  });
});
