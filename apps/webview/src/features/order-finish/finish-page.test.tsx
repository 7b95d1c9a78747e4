// @vitest-environment happy-dom
import { type Order } from '@sbc/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../env';
import { finishLoader } from './finish-loader';
import { FinishPage } from './finish-page';

const getInvoice = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({
  memberApi: { checkMemberConnection: vi.fn() },
  readOrder: (code: string) => getInvoice(code),
}));

const SECONDS = 1_767_000_000;

/** A paid card order, as `order/get-invoice` answers it. */
function paidOrder(kind: Order['kind'], eventPermalink: string | null): Order {
  return {
    code: 'pesanan-uji-12345',
    stage: 'paid',
    kind,
    invoice: {
      id: 7,
      network_id: null,
      code: 'INV/202601/000007',
      status: 'paid',
      total_gross: 100000,
      total_discount_rupiah: 0,
      total_nett: 100000,
      kode_unik: 0,
      total_bill: 100000,
      payment_type: 'card',
      expire_datetime: SECONDS + 86_400,
      create_datetime: SECONDS,
      update_datetime: SECONDS + 60,
    },
    payment: {
      id: 3,
      network_id: null,
      invoice_header_id: 7,
      total_bill: 100000,
      payment_type: 'card',
      token: 'tok',
      redirect_url: 'http://localhost:4000/sandbox/snap/v2/vtweb/tok',
      status: 1,
      create_datetime: SECONDS + 30,
      update_datetime: SECONDS + 60,
    },
    detail: [
      {
        name: kind === 'event' ? 'Tiket Kelas Parenting' : 'Keanggotaan 1 Bulan',
        description: 'Harga umum',
        quantity: 1,
        price_gross: 100000,
        discount_rupiah: 0,
        price_nett: 100000,
        activation_days: 0,
      },
    ],
    bank_account: null,
    event_permalink: eventPermalink,
    membership_until: null,
  };
}

function openFinishPage(url: string) {
  const router = createMemoryRouter(
    ['/order/finish', '/mobile/order/finish'].map((path) => ({
      path,
      loader: finishLoader,
      element: <FinishPage />,
      HydrateFallback: () => null,
    })),
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
}

/** Every link with this name (the header's back arrow and the button below) and where it leads. */
async function hrefsOf(name: string): Promise<(string | null)[]> {
  const links = await screen.findAllByRole('link', { name });
  return links.map((link) => link.getAttribute('href'));
}

beforeEach(() => {
  getInvoice.mockReset();
  // A new tab or browser: the `return` of the order page was never remembered here.
  sessionStorage.clear();
});
afterEach(cleanup);

describe('/order/finish opened where the way back was never remembered', () => {
  it("leads a paid event order back to the event's page on the public site", async () => {
    getInvoice.mockResolvedValue(paidOrder('event', 'kelas-parenting'));
    openFinishPage('/order/finish?order_id=pesanan-uji-12345&transaction_status=settlement');
    const eventPage = `${env.WEB_URL}/event/kelas-parenting`;
    expect(await hrefsOf('Kembali ke halaman event')).toEqual([eventPage, eventPage]);
    expect(screen.queryByRole('link', { name: 'Kembali ke beranda' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(
      'Terima kasih! Pendaftaran event Anda sudah terkonfirmasi. Kode pendaftaran dan kode QR-nya sudah kami kirim ke email pendaftar, dan tampil di halaman event pada browser yang dipakai untuk mendaftar. Panitia mencatat kehadiran Anda dengan kode itu.',
    );
  });

  it('offers a cancelled event order the list of events and the way back to its own event', async () => {
    getInvoice.mockResolvedValue({
      ...paidOrder('event', 'kelas-parenting'),
      stage: 'cancelled',
      invoice: { ...paidOrder('event', 'kelas-parenting').invoice, status: 'cancelled' },
    });
    openFinishPage('/order/finish?order_id=pesanan-uji-12345');
    expect(await hrefsOf('Lihat daftar event')).toEqual(['/mobile/events']);
    const eventPage = `${env.WEB_URL}/event/kelas-parenting`;
    expect(await hrefsOf('Kembali ke halaman event')).toEqual([eventPage, eventPage]);
  });

  it('keeps a remembered way back before the event page', async () => {
    const member = `${env.MEMBER_URL}/#pesanan-saya`;
    sessionStorage.setItem('sbc-order-return', member);
    getInvoice.mockResolvedValue(paidOrder('event', 'kelas-parenting'));
    openFinishPage('/order/finish?order_id=pesanan-uji-12345');
    expect(await hrefsOf('Kembali ke Area Anggota')).toEqual([member, member]);
    expect(screen.queryByRole('link', { name: 'Kembali ke halaman event' })).toBeNull();
  });

  it("leads a membership order to the app's home", async () => {
    getInvoice.mockResolvedValue(paidOrder('membership', null));
    openFinishPage('/order/finish?order_id=pesanan-uji-12345');
    expect(await hrefsOf('Kembali ke beranda')).toEqual(['/mobile', '/mobile']);
    expect(screen.queryByRole('link', { name: 'Kembali ke halaman event' })).toBeNull();
  });

  it("never links out of the phone app's own finish page", async () => {
    getInvoice.mockResolvedValue(paidOrder('event', 'kelas-parenting'));
    openFinishPage('/mobile/order/finish?order_id=pesanan-uji-12345');
    expect(await hrefsOf('Kembali ke beranda')).toEqual(['/mobile', '/mobile']);
    expect(screen.queryByRole('link', { name: 'Kembali ke halaman event' })).toBeNull();
  });
});
