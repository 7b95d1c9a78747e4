import { describe, expect, it } from 'vitest';
import { actionLabel, describeAuditDetail, entityLabel } from './audit-detail';

describe('audit log details', () => {
  it('shows a change of the site info as before and after, an emptied link as empty', () => {
    expect(
      describeAuditDetail({
        phone: { from: '021-555-0101', to: '021-555-0202' },
        instagram: { from: 'https://instagram.com/sbc', to: null },
      }),
    ).toEqual([
      { label: 'Telepon', value: '021-555-0101 → 021-555-0202' },
      { label: 'Instagram', value: 'https://instagram.com/sbc → (kosong)' },
    ]);
  });

  it("names a check-in's entry and its person in words", () => {
    expect(
      [entityLabel('event-presence'), entityLabel('lesson-presence'), actionLabel('check-in'), actionLabel('check-in-cancel')],
    ).toEqual(['Presensi event', 'Presensi kelas', 'kehadiran dicatat', 'kehadiran dibatalkan']);
    expect(describeAuditDetail({ email: 'siti@contoh.id', code: 'NWZB4J9A6PQW' })).toEqual([
      { label: 'Email', value: 'siti@contoh.id' },
      { label: 'Kode', value: 'NWZB4J9A6PQW' },
    ]);
  });

  it('shows the reason a certificate was revoked', () => {
    expect(describeAuditDetail({ reason: 'Data kehadiran keliru' })).toEqual([
      { label: 'Alasan', value: 'Data kehadiran keliru' },
    ]);
  });

  it('reads states, times, lists and yes/no in Indonesian', () => {
    expect(
      describeAuditDetail({
        visibility: 'published',
        published_at: '2026-11-22T12:30:00.000Z',
        tags: ['doa', 'keluarga'],
        active: { from: true, to: false },
      }),
    ).toEqual([
      { label: 'Visibilitas', value: 'Terbit' },
      { label: 'Waktu terbit', value: '22 November 2026, 19.30 WIB' },
      { label: 'Tag', value: 'doa, keluarga' },
      { label: 'Aktif', value: 'ya → tidak' },
    ]);
  });

  it('describes a merge and keeps the names of fields it does not know', () => {
    expect(describeAuditDetail({ from: 'ibadah', moved: 3, article_ids: [12, 40, 41], extra_field: 'x' })).toEqual([
      { label: 'Digabung dari', value: 'ibadah' },
      { label: 'Artikel dipindahkan', value: '3' },
      { label: 'ID artikel', value: '12, 40, 41' },
      { label: 'extra_field', value: 'x' },
    ]);
  });

  it("shows prices in rupiah and an article's state change in words", () => {
    expect(
      describeAuditDetail({
        price_gross: { from: 50000, to: 55000 },
        state: { from: 'scheduled', to: 'published' },
        visibility: 'Private',
      }),
    ).toEqual([
      { label: 'Harga', value: 'Rp 50.000 → Rp 55.000' },
      { label: 'Status', value: 'Terjadwal → Terbit' },
      { label: 'Visibilitas', value: 'Privat' },
    ]);
  });

  it('has nothing to show without details', () => {
    expect(describeAuditDetail(null)).toEqual([]);
    expect(describeAuditDetail(undefined)).toEqual([]);
  });

  it('names actions in Indonesian and keeps an unknown one as it is', () => {
    expect(actionLabel('revoke')).toBe('dicabut');
    // Every action the API records reads in Indonesian, none as its code.
    for (const action of ['unpublish', 'schedule', 'hide', 'show', 'open-registration', 'close-registration', 'mark-read', 'mark-unread']) {
      expect(actionLabel(action), action).not.toBe(action);
    }
    expect(actionLabel('unpublish')).toBe('disembunyikan');
    expect(actionLabel('schedule')).toBe('dijadwalkan');
    expect(actionLabel('mark-paid')).toBe('ditandai lunas');
    expect(actionLabel('archive')).toBe('archive');
  });
});
