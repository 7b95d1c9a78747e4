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

  it('says a cancelled order is closed, and that an event seat was released', () => {
    render(<OutcomeCard outcome="cancelled" order={orderOf('event')} />);
    expect(screen.getByRole('heading', { name: 'Dibatalkan' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'Pesanan dibatalkan. Tagihannya ditutup dan kursi Anda di event ini sudah dilepas; daftar lagi bila pendaftaran masih dibuka.',
    );
  });

  it('says a membership order closed when its time ran out', () => {
    render(<OutcomeCard outcome="expired" order={orderOf('membership')} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Batas waktu pembayaran sudah lewat, jadi pesanan ini ditutup. Silakan buat pesanan baru.',
    );
  });

  it('does not call a card payment "being processed" when the provider\'s page was only opened', () => {
    const opened = { ...orderOf('membership'), stage: 'payment_created' } as Order;
    render(<OutcomeCard outcome="pending" order={opened} />);
    expect(screen.getByRole('status').textContent).toBe(
      'Pembayaran belum diterima. Bila halaman pembayaran tertutup sebelum selesai, lanjutkan pembayarannya sebelum batas waktu tagihan.',
    );
    cleanup();
    render(<OutcomeCard outcome="pending" order={{ ...opened, stage: 'pending' } as Order} />);
    expect(screen.getByRole('status').textContent).toBe('Pembayaran sedang diproses oleh penyedia pembayaran.');
  });
});
