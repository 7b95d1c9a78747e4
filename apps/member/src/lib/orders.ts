import { type BadgeTone } from './my-events';
import { type MyOrder } from './report-types';

/** How an order's stage is shown. */
export interface OrderStageView {
  label: string;
  tone: BadgeTone;
  /** Still waiting for payment: the member can go on paying it, or cancel it. */
  isOpen: boolean;
  /**
   * The order page's link: go on paying an open order; the receipt of a paid one; how a failed,
   * expired or cancelled one ended, with the way to order again.
   */
  action: 'Lanjutkan pembayaran' | 'Lihat kuitansi' | 'Lihat rincian';
}

const WAITING: OrderStageView = {
  label: 'Menunggu pembayaran',
  tone: 'warning',
  isOpen: true,
  action: 'Lanjutkan pembayaran',
};

const STAGES: Record<MyOrder['stage'], OrderStageView> = {
  order_created: WAITING,
  payment_selected: WAITING,
  invoice_fetched: WAITING,
  payment_created: WAITING,
  pending: WAITING,
  paid: { label: 'Lunas', tone: 'success', isOpen: false, action: 'Lihat kuitansi' },
  expired: { label: 'Kedaluwarsa', tone: 'neutral', isOpen: false, action: 'Lihat rincian' },
  failed: { label: 'Gagal', tone: 'danger', isOpen: false, action: 'Lihat rincian' },
  cancelled: { label: 'Dibatalkan', tone: 'neutral', isOpen: false, action: 'Lihat rincian' },
};

/**
 * The Indonesian label of an order's stage (read from the server), its badge colour and
 * whether it can still be paid. An unpaid invoice past its deadline counts as expired even
 * if the stage has not caught up yet.
 *
 * @param order the order's stage and invoice
 * @param now Unix seconds
 */
export function describeOrderStage(
  order: Pick<MyOrder, 'stage'> & {
    invoice: Pick<MyOrder['invoice'], 'status' | 'expire_datetime'>;
  },
  now: number,
): OrderStageView {
  const view = STAGES[order.stage];
  if (view.isOpen && order.invoice.status === 'unpaid' && order.invoice.expire_datetime < now) {
    return STAGES.expired;
  }
  return view;
}

/** The names of an order's lines, `Keanggotaan 1 Tahun` or `Tiket A, Tiket B`. */
export function orderItemNames(order: Pick<MyOrder, 'detail'>): string {
  return order.detail.map((line) => line.name).join(', ') || 'Pesanan';
}
