// @vitest-environment happy-dom
import { type Order } from '@sbc/contract';
import { type LoaderFunctionArgs } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../env';
import { orderLoader, type OrderPageData } from './order-loader';

const readOrder = vi.hoisted(() => vi.fn());
vi.mock('../../lib/api', () => ({
  orderApi: { listProducts: vi.fn(), listMyOrders: vi.fn() },
  readOrder,
}));

/** An event's bill waiting for a payment method. */
const eventOrder = {
  code: 'pesanan-uji-12345',
  stage: 'order_created',
  kind: 'event',
  event_permalink: 'kelas-parenting',
  invoice: { payment_type: null },
} as unknown as Order;

async function load(search: string): Promise<OrderPageData> {
  const request = new Request(`${env.WEBVIEW_URL}/order${search}`);
  return (await orderLoader({
    request,
    params: {},
    context: {},
  } as LoaderFunctionArgs)) as OrderPageData;
}

beforeEach(() => {
  readOrder.mockReset();
  sessionStorage.clear();
});

describe("/order?order= without `return`: the bar's way back", () => {
  it("leads an event's bill back to the event's page", async () => {
    readOrder.mockResolvedValue(eventOrder);
    expect((await load('?order=pesanan-uji-12345')).back).toEqual({
      href: `${env.WEB_URL}/event/kelas-parenting`,
      label: 'Kembali ke halaman event',
    });
  });

  it('keeps the `return` it was opened with', async () => {
    readOrder.mockResolvedValue(eventOrder);
    const member = `${env.MEMBER_URL}/#pesanan-saya`;
    const page = await load(`?order=pesanan-uji-12345&return=${encodeURIComponent(member)}`);
    expect(page.back).toEqual({ href: member, label: 'Kembali ke Area Anggota' });
  });

  it('has none for a membership bill (the bar leads to the app home)', async () => {
    readOrder.mockResolvedValue({ ...eventOrder, kind: 'membership', event_permalink: null });
    expect((await load('?order=pesanan-uji-12345')).back).toBeNull();
  });
});
