// @vitest-environment happy-dom
import { type Order } from '@sbc/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutcomeCard } from './outcome-card';

afterEach(cleanup);

const orderOf = (kind: Order['kind']) =>
  ({ kind, membership_until: null, invoice: { payment_type: 'ewallet' } }) as unknown as Order;

describe('OutcomeCard', () => {
  it("says an event's closed invoice may come from a cancelled registration, not only from time", () => {
    render(<OutcomeCard outcome="expired" order={orderOf('event')} />);
    expect(screen.getByRole('heading', { name: 'Kedaluwarsa' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Tagihan ini ditutup karena batas waktu pembayaran lewat atau pendaftarannya dibatalkan panitia. Silakan daftar lagi bila pendaftaran masih dibuka.',
    );
  });

  it('says a membership order closed when its time ran out', () => {
    render(<OutcomeCard outcome="expired" order={orderOf('membership')} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Batas waktu pembayaran sudah lewat, jadi pesanan ini ditutup. Silakan buat pesanan baru.',
    );
  });
});
