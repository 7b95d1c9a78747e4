import { type Order } from '@sbc/contract';
import { describe, expect, it } from 'vitest';
import { waitingMembershipOrders } from './waiting-orders';

const NOW = 1_900_000_000;

const order = (
  code: string,
  kind: Order['kind'],
  status: Order['invoice']['status'],
  expiresIn = 3600,
) => ({ code, kind, invoice: { status, expire_datetime: NOW + expiresIn } }) as Order;

describe('waitingMembershipOrders', () => {
  it('keeps the unpaid membership orders before their deadline, in the order listed', () => {
    const orders = [
      order('baru', 'membership', 'unpaid'),
      order('tiket', 'event', 'unpaid'),
      order('lunas', 'membership', 'paid'),
      order('gagal', 'membership', 'failed'),
      order('tutup', 'membership', 'expired', -60),
      order('lewat', 'membership', 'unpaid', -1),
      order('lama', 'membership', 'unpaid', 60),
    ];
    expect(waitingMembershipOrders(orders, NOW).map((o) => o.code)).toEqual(['baru', 'lama']);
  });

  it('is empty without orders', () => {
    expect(waitingMembershipOrders([], NOW)).toEqual([]);
  });
});
