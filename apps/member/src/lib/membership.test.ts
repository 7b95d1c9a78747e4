import { describe, expect, it } from 'vitest';
import { describeMembership } from './membership';

describe('describeMembership', () => {
  it('shows an active membership with its end date and package label', () => {
    expect(
      describeMembership({
        membership_active: true,
        membership_until: '2026-12-31',
        membership_package: 'annually',
      }),
    ).toEqual({
      isActive: true,
      status: 'Aktif sampai 31 Desember 2026',
      packageLabel: '1 Tahun',
      endedOn: null,
    });
  });

  it('says not active for a member without membership', () => {
    expect(
      describeMembership({
        membership_active: false,
        membership_until: null,
        membership_package: null,
      }),
    ).toEqual({ isActive: false, status: 'Belum aktif', packageLabel: null, endedOn: null });
  });

  it('keeps the end date of an expired membership', () => {
    expect(
      describeMembership({
        membership_active: false,
        membership_until: '2025-01-05',
        membership_package: 'monthly',
      }),
    ).toEqual({
      isActive: false,
      status: 'Belum aktif',
      packageLabel: '1 Bulan',
      endedOn: '5 Januari 2025',
    });
  });
});
