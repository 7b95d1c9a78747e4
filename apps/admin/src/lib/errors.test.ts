import { ApiError } from '@sbc/api-client/core';
import { describe, expect, it } from 'vitest';
import { describeError, FORBIDDEN_MESSAGE } from './errors';

const badInput = (field: string, message: string) =>
  new ApiError(`${field}: ${message}`, {
    status: 400,
    httpStatus: 400,
    errors: [{ field, message }],
    body: null,
  });

describe('describeError', () => {
  it('drops the technical field name a 400 message starts with', () => {
    expect(describeError(badInput('seats', 'Minimal 1 kursi')).message).toBe('Minimal 1 kursi');
    expect(describeError(badInput('reason', 'Wajib diisi')).message).toBe('Wajib diisi');
  });

  it("keeps the API's own message otherwise", () => {
    const inUse = new ApiError('Tag masih dipakai 3 artikel', { status: 409, httpStatus: 409, body: null });
    expect(describeError(inUse)).toEqual({ status: 409, message: 'Tag masih dipakai 3 artikel' });
  });

  it('answers the access message for a 403 without a message of its own', () => {
    const forbidden = new ApiError('Forbidden', { status: 403, httpStatus: 403, body: null });
    expect(describeError(forbidden).message).toBe(FORBIDDEN_MESSAGE);
    const bare = new ApiError('Error', { status: 403, httpStatus: 403, body: { status: 403, msg: ' ', data: null } });
    expect(describeError(bare).message).toBe(FORBIDDEN_MESSAGE);
  });

  it("passes on the API's own message of a 403: it says whether a look or a change was refused", () => {
    const msg = 'Anda hanya dapat mengubah data chapter Anda sendiri';
    const refused = new ApiError(msg, { status: 403, httpStatus: 403, body: { status: 403, msg, data: null } });
    expect(describeError(refused)).toEqual({ status: 403, message: msg });
  });
});
