// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FilterTabs, filterTabs } from './filter-tabs';

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

describe('FilterTabs', () => {
  afterEach(cleanup);

  it('names a tab once, by its full label and what its count counts', () => {
    render(
      <MemoryRouter>
        <FilterTabs
          label="Kotak"
          tabs={[
            { label: 'Pesan', to: '/inbox', isActive: true, count: 0, countNoun: 'belum dibaca' },
            {
              label: 'Laporan masalah',
              shortLabel: 'Laporan',
              to: '/inbox?box=reports',
              isActive: false,
              count: 2,
              countNoun: 'belum dibaca',
            },
            { label: 'Semua', to: '/inbox?status=all', isActive: false },
          ]}
        />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label') ?? link.textContent)).toEqual([
      'Pesan (0 belum dibaca)',
      'Laporan masalah (2 belum dibaca)',
      'Semua',
    ]);
    expect(screen.getByRole('link', { name: 'Laporan masalah (2 belum dibaca)' })).toBe(links[1]);
  });
});
