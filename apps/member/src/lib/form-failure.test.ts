import { ApiError } from '@sbc/api-client/core';
import { describe, expect, it } from 'vitest';
import { NETWORK_MESSAGE, toFormFailure } from './form-failure';

describe('toFormFailure', () => {
  it('keeps the API message and the field errors of known fields', () => {
    const error = new ApiError('Email sudah terdaftar; silakan masuk', {
      status: 409,
      httpStatus: 409,
      errors: [
        { field: 'email', message: 'Email sudah terdaftar' },
        { field: 'email', message: 'kedua' },
        { field: 'other', message: 'abaikan' },
      ],
      body: null,
    });
    expect(toFormFailure(error, ['email', 'password'])).toEqual({
      ok: false,
      message: 'Email sudah terdaftar; silakan masuk',
      fieldErrors: { email: 'Email sudah terdaftar' },
    });
  });

  it('shows the rate-limit message as the API sends it', () => {
    const error = new ApiError('Terlalu banyak percobaan', {
      status: 429,
      httpStatus: 429,
      body: null,
    });
    expect(toFormFailure(error, ['email']).message).toBe('Terlalu banyak percobaan');
  });

  it('explains a failure without an answer', () => {
    expect(toFormFailure(new Error('Network Error'), ['email'])).toEqual({
      ok: false,
      message: NETWORK_MESSAGE,
      fieldErrors: {},
    });
  });
});
