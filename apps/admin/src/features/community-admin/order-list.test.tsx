// @vitest-environment happy-dom
import type { AdminOrder } from '@sbc/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { markPaidQuestion, OrdersSection } from './order-list';

afterEach(cleanup);

const ORDER: AdminOrder = {
  order_id: 3,
  order_code: 'oCJUYv5Q2mTz8bKdLwXa1rFe',
  kind: 'membership',
  item: 'Keanggotaan 1 Bulan',
  name: 'Siti Aminah',
  email: 'siti@contoh.id',
  created_at: 1_795_000_000,
  invoice_id: 5,
  invoice_code: 'INV/202611/000003',
  status: 'unpaid',
  payment_type: 'bank_transfer',
  total: 50_417,
  paid_at: null,
  marked_paid_by: null,
  paid_after_closing: false,
};

function renderOrders(orders: AdminOrder[]) {
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <OrdersSection
          orders={{ data: orders, totalRecords: orders.length }}
          q=""
          page={1}
          status="all"
          onChanged={async () => undefined}
        />
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('OrdersSection', () => {
  it('shows the invoice number the member knows beside the order code', () => {
    renderOrders([ORDER]);
    const row = screen.getByText('Keanggotaan 1 Bulan').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('INV/202611/000003')).toBeTruthy();
    expect(within(row).getByText(/oCJUYv5Q2mTz8bKdLwXa1rFe/)).toBeTruthy();
  });

  it('labels an order its payer cancelled, offers no marking it paid, and filters by it', () => {
    renderOrders([{ ...ORDER, status: 'cancelled' }]);
    const row = screen.getByText('Keanggotaan 1 Bulan').closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Dibatalkan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tandai lunas' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Dibatalkan' }).getAttribute('href')).toContain(
      'status=cancelled',
    );
  });

  it('names the invoice when asking before marking it paid', () => {
    renderOrders([ORDER]);
    fireEvent.click(screen.getAllByRole('button', { name: 'Tandai lunas' })[0] as HTMLElement);
    expect(screen.getByRole('dialog').textContent).toContain(
      'Pastikan transfer Rp 50.417 dari Siti Aminah untuk tagihan INV/202611/000003 sudah masuk ke rekening SBC.',
    );
  });
});

describe('markPaidQuestion', () => {
  it('leaves the invoice out of an order that has none', () => {
    expect(markPaidQuestion({ ...ORDER, kind: 'event', invoice_code: null })).toBe(
      'Pastikan transfer Rp 50.417 dari Siti Aminah sudah masuk ke rekening SBC. Kursi acaranya langsung dikonfirmasi.',
    );
  });
});
