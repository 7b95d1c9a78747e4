// @vitest-environment happy-dom
import type { Participant } from '@sbc/contract';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CourseParticipant } from '../../lib/api-types';
import { MemberRow } from '../course-presence/member-row';
import { ParticipantsTable } from './participants-table';

const participant = (id: number, name: string, checkedInAt: number | null): Participant => ({
  registration_id: id,
  code: `KODE${id}ABCDEFG`,
  name,
  email: `peserta${id}@sbc.test`,
  phone: '081234567890',
  member_id: null,
  is_member: false,
  registered_at: 1_780_000_000,
  present: checkedInAt !== null,
  checked_in_at: checkedInAt,
  payment_pending: false,
});

afterEach(cleanup);

describe('ParticipantsTable', () => {
  it('offers "Hadirkan" only on rows not yet present, and "Batalkan" on the others', () => {
    render(
      <ParticipantsTable
        participants={[
          participant(1, 'Budi Hadir', 1_780_003_000),
          participant(2, 'Sari Belum', null),
        ]}
        pendingId={null}
        onCheckIn={() => undefined}
        onUndo={async () => undefined}
      />,
    );
    const present = within(screen.getByRole('row', { name: /Budi Hadir/ }));
    const absent = within(screen.getByRole('row', { name: /Sari Belum/ }));
    expect(present.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Batalkan kehadiran Budi Hadir',
    ]);
    expect(present.getByText('Sudah hadir')).toBeTruthy();
    expect(absent.queryByRole('button', { name: /Batalkan/ })).toBeNull();
    expect(absent.getByRole('button', { name: 'Hadirkan Sari Belum' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hadirkan Budi Hadir' })).toBeNull();
  });

  it('offers no "Hadirkan" to a registration whose bill is unpaid, and says so', () => {
    render(
      <ParticipantsTable
        participants={[{ ...participant(3, 'Rahmat Belum Bayar', null), payment_pending: true }]}
        pendingId={null}
        onCheckIn={() => undefined}
        onUndo={async () => undefined}
      />,
    );
    const row = within(screen.getByRole('row', { name: /Rahmat Belum Bayar/ }));
    expect(row.queryByRole('button')).toBeNull();
    expect(row.getAllByText('Belum bayar').length).toBeGreaterThan(0);
  });

  it('undoes a check-in only once the admin confirms, saying the certificate is revoked', async () => {
    const onUndo = vi.fn(async () => undefined);
    render(
      <ParticipantsTable
        participants={[participant(1, 'Budi Hadir', 1_780_003_000)]}
        pendingId={null}
        onCheckIn={() => undefined}
        onUndo={onUndo}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan kehadiran Budi Hadir' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Batalkan kehadiran Budi Hadir?' }));
    expect(dialog.getByText(/e-sertifikatnya dicabut/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Tidak' }));
    expect(onUndo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Batalkan kehadiran Budi Hadir' }));
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan kehadiran' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('MemberRow', () => {
  const member = (present: boolean): CourseParticipant => ({
    member_id: 5,
    name: 'Dewi Anggota',
    email: 'dewi@sbc.test',
    present,
    checked_in_at: present ? 1_780_003_000 : null,
  });

  it('shows a present member as present, without "Hadirkan"', () => {
    render(
      <ul>
        <MemberRow member={member(true)} isPending={false} onCheckIn={() => undefined} onUndo={async () => undefined} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Hadirkan Dewi Anggota' })).toBeNull();
    expect(screen.getByText('Sudah hadir')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Batalkan kehadiran Dewi Anggota' })).toBeTruthy();
  });

  it('offers "Hadirkan" to a member not yet present', () => {
    render(
      <ul>
        <MemberRow member={member(false)} isPending={false} onCheckIn={() => undefined} onUndo={async () => undefined} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Hadirkan Dewi Anggota' })).toBeTruthy();
  });
});
