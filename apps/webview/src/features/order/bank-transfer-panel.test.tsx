// @vitest-environment happy-dom
import { type Order } from '@sbc/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BankTransferPanel } from './bank-transfer-panel';

afterEach(cleanup);

const orderWithKode = (kodeUnik: number) =>
  ({
    invoice: { total_bill: 35000 + kodeUnik, kode_unik: kodeUnik },
    bank_account: { bank: 'Bank Syariah Indonesia', number: '712 345 6789', holder: 'SBC' },
  }) as unknown as Order;

describe('BankTransferPanel', () => {
  it.each([
    [98, 'Rp 35.098', '098'],
    [7, 'Rp 35.007', '007'],
    [838, 'Rp 35.838', '838'],
  ])('writes kode unik %s with three digits, the end of the amount', (kode, amount, digits) => {
    render(<BankTransferPanel order={orderWithKode(kode)} />);
    expect(screen.getByText(/^Transfer tepat/).textContent).toBe(
      `Transfer tepat ${amount} termasuk kode unik ${digits}, agar pembayaran Anda dikenali. Status pesanan berubah setelah transfer diterima.`,
    );
  });
});
