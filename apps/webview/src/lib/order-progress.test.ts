import { describe, expect, it } from 'vitest';
import { orderSteps, outcomeOf } from './order-progress';

const payment = { id: 1 } as never;

describe('outcomeOf', () => {
  it.each([
    ['paid', 'paid'],
    ['expired', 'expired'],
    ['failed', 'failed'],
    ['cancelled', 'cancelled'],
    ['pending', 'pending'],
    ['payment_created', 'pending'],
    ['invoice_fetched', 'unpaid'],
    ['payment_selected', 'unpaid'],
    ['order_created', 'unpaid'],
  ] as const)('stage %s is %s', (stage, outcome) => {
    expect(outcomeOf({ stage })).toBe(outcome);
  });
});

describe('orderSteps', () => {
  const done = (state: Parameters<typeof orderSteps>[0]) =>
    orderSteps(state).map((step) => step.isDone);

  it('a new order has only its first step', () => {
    expect(
      done({ stage: 'order_created', payment: null, invoice: { payment_type: null } }),
    ).toEqual([true, false, false, false]);
  });

  it('a chosen method comes before the invoice', () => {
    expect(
      done({ stage: 'payment_selected', payment: null, invoice: { payment_type: 'card' } }),
    ).toEqual([true, true, false, false]);
    expect(
      done({ stage: 'invoice_fetched', payment: null, invoice: { payment_type: 'card' } }),
    ).toEqual([true, true, true, false]);
  });

  it('a payment completes every step, whatever the outcome', () => {
    for (const stage of ['payment_created', 'pending', 'paid', 'failed', 'expired'] as const) {
      expect(done({ stage, payment, invoice: { payment_type: 'bank_transfer' } })).toEqual([
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('an order that expired before paying keeps the steps it reached', () => {
    expect(done({ stage: 'expired', payment: null, invoice: { payment_type: null } })).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
