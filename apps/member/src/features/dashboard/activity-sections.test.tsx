// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberApi, orderApi } from '../../lib/api';
import { type MyEvent, type MyOrder } from '../../lib/report-types';
import { ActivitySections } from './activity-sections';
import { HOUR, myEventFixture } from './my-event-fixture';

vi.mock('../../lib/api', () => ({
  memberApi: { listMyEvents: vi.fn() },
  orderApi: { cancelOrder: vi.fn() },
}));

afterEach(() => {
  cleanup();
  vi.mocked(memberApi.listMyEvents).mockReset();
  vi.mocked(orderApi.cancelOrder).mockReset();
});

const now = Math.floor(Date.now() / 1000);
const ORDER_CODE = 'pesanan-7-abcdefghij';

/** The demo member's seat at a paid seminar, waiting for the payment of its order. */
function registration(status: MyEvent['registration']['status']): MyEvent {
  const item = myEventFixture({
    id: 7,
    code: 'KODE0007',
    slug: 'seminar-gizi-anak',
    title: 'Seminar Gizi Anak',
    status,
    startsAt: now + 72 * HOUR,
    hours: 3,
  });
  return { ...item, registration: { ...item.registration, order_code: ORDER_CODE } };
}

function eventOrder(stage: MyOrder['stage'], status: MyOrder['invoice']['status']): MyOrder {
  return {
    code: ORDER_CODE,
    stage,
    kind: 'event',
    invoice: {
      code: 'INV/202611/000007',
      status,
      total_bill: 75000,
      create_datetime: now - HOUR,
      expire_datetime: now + 20 * HOUR,
    },
    detail: [{ name: 'Seminar Gizi Anak' }],
    membership_until: null,
  } as unknown as MyOrder;
}

describe('ActivitySections', () => {
  it('shows the registration cancelled in "Event Saya" once its order is cancelled', async () => {
    vi.mocked(orderApi.cancelOrder).mockResolvedValue(eventOrder('cancelled', 'cancelled'));
    vi.mocked(memberApi.listMyEvents).mockResolvedValue([registration('cancelled')]);
    const activity = {
      events: Promise.resolve([registration('pending_payment')]),
      certificates: Promise.resolve([]),
      orders: Promise.resolve([eventOrder('payment_selected', 'unpaid')]),
      courses: Promise.resolve([]),
    };
    const router = createMemoryRouter([
      { path: '/', element: <ActivitySections activity={activity} /> },
    ]);
    render(<RouterProvider router={router} />);

    const events = screen.getByRole('region', { name: 'Event Saya' });
    await within(events).findByRole('heading', { name: 'Akan datang (1)' });
    expect(within(events).getByText('Menunggu pembayaran')).toBeTruthy();
    expect(within(events).getByRole('link', { name: /Selesaikan pembayaran/ })).toBeTruthy();

    fireEvent.click(await screen.findByRole('button', { name: 'Batalkan INV/202611/000007' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ya, batalkan pesanan' }));
    await screen.findByText(
      'Pesanan INV/202611/000007 dibatalkan. Kursi Anda di event ini sudah dilepas.',
    );

    await within(events).findByRole('heading', { name: 'Dibatalkan (1)' });
    expect(memberApi.listMyEvents).toHaveBeenCalledTimes(1);
    expect(within(events).getByRole('heading', { name: 'Akan datang (0)' })).toBeTruthy();
    expect(within(events).queryByText('Menunggu pembayaran')).toBeNull();
    expect(within(events).queryByRole('link', { name: /Selesaikan pembayaran/ })).toBeNull();
    // The message of "Pesanan Saya" stays where the member is.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status').textContent).toContain('Kursi Anda di event ini');
  });
});
