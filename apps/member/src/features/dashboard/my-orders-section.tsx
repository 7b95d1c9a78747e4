import { formatDateTime } from '@sbc/format/date';
import { formatRupiah } from '@sbc/format/rupiah';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { Badge } from '../../components/badge';
import { ReceiptIcon } from '../../components/icons';
import { ShowMoreList } from '../../components/show-more';
import { membershipOrderUrl, orderFinishUrl } from '../../lib/links';
import { formatWibDay } from '../../lib/membership';
import { describeOrderStage, orderItemNames } from '../../lib/orders';
import { type MyOrder } from '../../lib/report-types';
import { nowSeconds } from '../../lib/now';
import { ActivityCard, EmptyState } from './activity-card';
import { CancelOrderButton } from './cancel-order-button';
import { ConnectedLink } from './connected-link';
import { DeferredList } from './deferred-list';

const openLinkClass =
  'bg-brand text-ink-inverse hover:bg-brand-700 inline-flex items-center gap-1 rounded-full px-3.5 py-1.5 text-sm font-semibold';
const closedLinkClass =
  'text-brand-800 ring-brand-200 hover:bg-brand-50 inline-flex items-center gap-1 rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1';

function OrderItem({
  order: listed,
  onCancelled,
}: {
  order: MyOrder;
  onCancelled?: (order: MyOrder) => void;
}) {
  // Cancelled here: the API's answer replaces the listed order (a cancelled order stays so).
  const [cancelled, setCancelled] = useState<MyOrder | null>(null);
  const order = cancelled ?? listed;
  const stage = describeOrderStage(order, nowSeconds());
  const { invoice } = order;
  const until = order.stage === 'paid' && order.kind === 'membership' && order.membership_until;
  return (
    <article className="flex flex-wrap items-start gap-x-4 gap-y-2 py-4">
      <div className="min-w-0 flex-1 basis-56">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={stage.tone}>{stage.label}</Badge>
          <span className="text-ink-muted font-mono text-xs">{invoice.code}</span>
        </div>
        <h3 className="text-ink mt-1.5 leading-snug font-semibold">{orderItemNames(order)}</h3>
        <p className="text-ink-muted mt-1 text-sm">
          Dipesan {formatDateTime(invoice.create_datetime)}
        </p>
        {stage.isOpen ? (
          <p className="mt-0.5 text-sm font-medium text-amber-800">
            Bayar sebelum {formatDateTime(invoice.expire_datetime)}
          </p>
        ) : null}
        {until ? (
          <p className="text-success mt-1 text-sm font-medium">
            Keanggotaan dari pesanan ini berlaku sampai {formatWibDay(until)}
          </p>
        ) : null}
        {cancelled ? (
          <div className="mt-2">
            <FormAlert tone="success" takesFocus>
              {order.kind === 'event'
                ? `Pesanan ${invoice.code} dibatalkan. Kursi Anda di event ini sudah dilepas.`
                : `Pesanan ${invoice.code} dibatalkan. Tagihannya tidak dapat dibayar lagi.`}
            </FormAlert>
          </div>
        ) : null}
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <p className="text-ink text-lg font-bold tabular-nums">
          <span className="sr-only">Total tagihan: </span>
          {formatRupiah(invoice.total_bill)}
        </p>
        {/* Every order leads to its page: paying it, or its receipt and how it ended. */}
        <ConnectedLink
          href={orderFinishUrl(order.code)}
          aria-label={`${stage.action} ${invoice.code}`}
          className={stage.isOpen ? openLinkClass : closedLinkClass}
        >
          {stage.action} <span aria-hidden="true">→</span>
        </ConnectedLink>
        {stage.isOpen ? (
          <CancelOrderButton
            order={order}
            onCancelled={(answer) => {
              setCancelled(answer);
              onCancelled?.(answer);
            }}
          />
        ) : null}
      </div>
    </article>
  );
}

const buyLink = (
  <ConnectedLink
    href={membershipOrderUrl()}
    className="text-brand-800 ring-brand-200 hover:bg-brand-50 inline-flex items-center gap-1 rounded-full px-3 py-1.5 text-sm font-semibold ring-1"
  >
    Beli / perpanjang keanggotaan <span aria-hidden="true">→</span>
  </ConnectedLink>
);

/** Props of {@link MyOrdersSection}. */
export interface MyOrdersSectionProps {
  orders: Promise<MyOrder[]>;
  /** Called with the API's answer once the member cancels an order here. */
  onOrderCancelled?: (order: MyOrder) => void;
}

/**
 * "Pesanan Saya": the member's orders, newest first, each with a link to its page on the webview:
 * to pay an open one (or cancel it), or the receipt of a paid one and how a failed, expired or
 * cancelled one ended.
 */
export function MyOrdersSection({ orders, onOrderCancelled }: MyOrdersSectionProps) {
  return (
    <ActivityCard id="pesanan-saya" title="Pesanan Saya" Icon={ReceiptIcon} action={buyLink}>
      <DeferredList resolve={orders} label="pesanan Anda">
        {(list) =>
          list.length === 0 ? (
            <EmptyState
              text="Belum ada pesanan. Keanggotaan dan tiket event berbayar yang Anda pesan muncul di sini."
              cta="Pilih paket keanggotaan"
              href={membershipOrderUrl()}
            />
          ) : (
            <ShowMoreList
              items={list}
              limit={4}
              itemKey={(o) => o.code}
              className="divide-line -mt-4 divide-y"
              renderItem={(o) => <OrderItem order={o} onCancelled={onOrderCancelled} />}
            />
          )
        }
      </DeferredList>
    </ActivityCard>
  );
}
