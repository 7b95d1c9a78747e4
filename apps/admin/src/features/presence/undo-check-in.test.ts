// @vitest-environment happy-dom
import { ApiError } from '@sbc/api-client/core';
import { describe, expect, it } from 'vitest';
import { refusedUndo } from './undo-check-in';

const answer = (status: number, msg: string) =>
  new ApiError(msg, { status, httpStatus: status, body: { status, msg, data: null } });

describe('refusedUndo', () => {
  it('says someone else undid it first, and asks for the list again', () => {
    expect(refusedUndo(answer(409, 'Budi belum tercatat hadir'), 'Budi')).toEqual({
      tone: 'info',
      title: 'Budi belum tercatat hadir',
      description: 'Tidak ada yang diubah.',
      isChanged: true,
    });
  });

  it('titles any other refusal with its own message, leaving the list', () => {
    expect(refusedUndo(answer(410, 'Pendaftaran Budi sudah dibatalkan'), 'Budi')).toMatchObject({
      tone: 'error',
      title: 'Pendaftaran Budi sudah dibatalkan',
      isChanged: false,
    });
  });

  it('names the person when the server or the network failed', () => {
    expect(refusedUndo(new Error('Network Error'), 'Budi')).toMatchObject({
      tone: 'error',
      title: 'Kehadiran Budi gagal dibatalkan',
      isChanged: false,
    });
  });
});
