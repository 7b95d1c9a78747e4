// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { describe, expect, it } from 'vitest';
import { courseCheckInRefusal } from '../course-presence/use-course-check-in';
import { refusedCheckIn } from './check-in';

/** An answer of the API as the client throws it: status and `msg`. */
const answer = (status: number, msg: string) =>
  new ApiError(msg, { status, httpStatus: status, body: { status, msg, data: null } });

describe('refusedCheckIn', () => {
  it('titles a wrong code with the API message and names the code', () => {
    expect(
      refusedCheckIn(
        answer(404, 'Peserta tidak terdaftar di event ini'),
        'validate',
        'Kode SALAHKODE123',
      ),
    ).toEqual({
      status: 'not-found',
      title: 'Peserta tidak terdaftar di event ini',
      description: 'Kode SALAHKODE123',
    });
  });

  it('shows a refusal of the validation with its own message, not as "already present"', () => {
    const notOpen = 'Presensi event ini baru dibuka pada hari pelaksanaan (Sabtu, 5 Desember 2026)';
    expect(refusedCheckIn(answer(409, notOpen), 'validate', 'Kode AB12')).toEqual({
      status: 'failed',
      title: notOpen,
      description: 'Kode AB12',
    });
    expect(
      refusedCheckIn(answer(403, 'Event ini bukan milik chapter Anda'), 'validate'),
    ).toMatchObject({
      status: 'failed',
      title: 'Event ini bukan milik chapter Anda',
    });
  });

  it('reads a 409 of the record call as someone else being faster', () => {
    expect(refusedCheckIn(answer(409, 'Budi sudah tercatat hadir'), 'record')).toEqual({
      status: 'already',
      title: 'Budi sudah tercatat hadir',
      description: 'Tidak ada yang diubah.',
    });
  });

  it('explains a server or network failure the usual way', () => {
    expect(refusedCheckIn(answer(500, 'Terjadi kesalahan'), 'record').title).toBe(
      'Kehadiran gagal dicatat',
    );
    expect(refusedCheckIn(new TypeError('Failed to fetch'), 'validate')).toMatchObject({
      status: 'failed',
      title: 'Kehadiran gagal dicatat',
    });
  });
});

describe('courseCheckInRefusal', () => {
  it('titles a refusal with the API message', () => {
    expect(
      courseCheckInRefusal(answer(404, 'Anggota tidak mengikuti kelas ini'), 'Dewi', 'validate'),
    ).toEqual({
      tone: 'error',
      title: 'Anggota tidak mengikuti kelas ini',
      description: 'Kehadiran Dewi tidak dicatat.',
    });
    expect(
      courseCheckInRefusal(answer(409, 'Presensi pertemuan ini baru dibuka'), 'Dewi', 'validate')
        .tone,
    ).toBe('error');
  });

  it('reads a 409 of the record call as already present', () => {
    expect(
      courseCheckInRefusal(answer(409, 'Dewi sudah tercatat hadir'), 'Dewi', 'record'),
    ).toEqual({
      tone: 'info',
      title: 'Dewi sudah tercatat hadir',
      description: 'Tidak ada yang diubah.',
    });
  });
});
