import { describe, expect, it } from 'vitest';
import { describeOrderStage, orderItemNames } from './orders';
import { type MyOrder } from './report-types';

const NOW = 1_000_000;
const order = (
  stage: MyOrder['stage'],
  status: MyOrder['invoice']['status'] = 'unpaid',
  expire = NOW + 3600,
) => ({
  stage,
  invoice: { status, expire_datetime: expire },
});

describe('describeOrderStage', () => {
  it.each([
    ['order_created', 'Menunggu pembayaran', true, 'Lanjutkan pembayaran'],
    ['payment_selected', 'Menunggu pembayaran', true, 'Lanjutkan pembayaran'],
    ['invoice_fetched', 'Menunggu pembayaran', true, 'Lanjutkan pembayaran'],
    ['payment_created', 'Menunggu pembayaran', true, 'Lanjutkan pembayaran'],
    ['pending', 'Menunggu pembayaran', true, 'Lanjutkan pembayaran'],
    ['paid', 'Lunas', false, 'Lihat kuitansi'],
    ['expired', 'Kedaluwarsa', false, 'Lihat rincian'],
    ['failed', 'Gagal', false, 'Lihat rincian'],
    ['cancelled', 'Dibatalkan', false, 'Lihat rincian'],
  ] as const)('labels %s as %s', (stage, label, isOpen, action) => {
    const status = stage === 'paid' || stage === 'cancelled' ? stage : 'unpaid';
    const view = describeOrderStage(order(stage, status), NOW);
    expect(view.label).toBe(label);
    expect(view.isOpen).toBe(isOpen);
    expect(view.action).toBe(action);
  });

  it('treats an unpaid invoice past its deadline as expired', () => {
    expect(describeOrderStage(order('order_created', 'unpaid', NOW - 1), NOW)).toMatchObject({
      label: 'Kedaluwarsa',
      isOpen: false,
      action: 'Lihat rincian',
    });
  });
});

describe('orderItemNames', () => {
  it('joins the names of the lines', () => {
    const detail = [{ name: 'Tiket A' }, { name: 'Tiket B' }] as MyOrder['detail'];
    expect(orderItemNames({ detail })).toBe('Tiket A, Tiket B');
    expect(orderItemNames({ detail: [] })).toBe('Pesanan');
  });
});
