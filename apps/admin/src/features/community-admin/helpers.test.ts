import { describe, expect, it } from 'vitest';
import { canMarkPaid } from './order-list';
import { moved } from './speakers-field';

describe('moved', () => {
  it('swaps an item with its neighbour and leaves the ends in place', () => {
    expect(moved(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

describe('canMarkPaid', () => {
  const order = {
    order_id: 1,
    order_code: 'ORD-1',
    kind: 'membership' as const,
    item: 'Keanggotaan 1 Bulan',
    name: 'Siti',
    email: 'siti@contoh.id',
    created_at: 0,
    invoice_id: 5,
    invoice_code: 'INV-1',
    status: 'unpaid' as const,
    payment_type: 'bank_transfer' as const,
    total: 50_123,
    paid_at: null,
    marked_paid_by: null,
    paid_after_closing: false,
  };

  it('offers only unpaid bank transfers (or not yet chosen)', () => {
    expect(canMarkPaid(order)).toBe(true);
    expect(canMarkPaid({ ...order, payment_type: null })).toBe(true);
    expect(canMarkPaid({ ...order, payment_type: 'card' })).toBe(false);
    expect(canMarkPaid({ ...order, status: 'paid' })).toBe(false);
    expect(canMarkPaid({ ...order, invoice_id: null })).toBe(false);
  });
});
