// @vitest-environment happy-dom
import type { Participant } from '@sbc/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
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
  it('offers "Hadirkan" only on rows not yet present', () => {
    render(
      <ParticipantsTable
        participants={[
          participant(1, 'Budi Hadir', 1_780_003_000),
          participant(2, 'Sari Belum', null),
        ]}
        pendingId={null}
        onCheckIn={() => undefined}
      />,
    );
    const present = within(screen.getByRole('row', { name: /Budi Hadir/ }));
    const absent = within(screen.getByRole('row', { name: /Sari Belum/ }));
    expect(present.queryByRole('button')).toBeNull();
    expect(present.getByText('Sudah hadir')).toBeTruthy();
    expect(absent.getByRole('button', { name: 'Hadirkan Sari Belum' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Hadirkan Budi Hadir' })).toBeNull();
  });

  it('offers no "Hadirkan" to a registration whose bill is unpaid, and says so', () => {
    render(
      <ParticipantsTable
        participants={[{ ...participant(3, 'Rahmat Belum Bayar', null), payment_pending: true }]}
        pendingId={null}
        onCheckIn={() => undefined}
      />,
    );
    const row = within(screen.getByRole('row', { name: /Rahmat Belum Bayar/ }));
    expect(row.queryByRole('button')).toBeNull();
    expect(row.getAllByText('Belum bayar').length).toBeGreaterThan(0);
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
        <MemberRow member={member(true)} isPending={false} onCheckIn={() => undefined} />
      </ul>,
    );
    expect(screen.queryByRole('button', { name: 'Hadirkan Dewi Anggota' })).toBeNull();
    expect(screen.getByText('Sudah hadir')).toBeTruthy();
  });

  it('offers "Hadirkan" to a member not yet present', () => {
    render(
      <ul>
        <MemberRow member={member(false)} isPending={false} onCheckIn={() => undefined} />
      </ul>,
    );
    expect(screen.getByRole('button', { name: 'Hadirkan Dewi Anggota' })).toBeTruthy();
  });
});
