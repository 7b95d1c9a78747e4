import { describe, expect, it } from 'vitest';
import { filterTabs } from './filter-tabs';

describe('filterTabs', () => {
  it('links "all" to the address without the filter and marks the active choice, in the labels’ order', () => {
    const tabs = filterTabs(
      { all: 'Semua', paid: 'Lunas', unpaid: 'Belum bayar' },
      'paid',
      (value) => (value ? `/pesanan?status=${value}` : '/pesanan'),
    );
    expect(tabs).toEqual([
      { label: 'Semua', to: '/pesanan', isActive: false },
      { label: 'Lunas', to: '/pesanan?status=paid', isActive: true },
      { label: 'Belum bayar', to: '/pesanan?status=unpaid', isActive: false },
    ]);
  });
});
