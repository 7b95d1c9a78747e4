import type { ApiError } from '@sbc/api-client';
import { isRouteErrorResponse } from 'react-router';

/** Shown for a 403 answer, or a page the admin's role does not open. */
export const FORBIDDEN_MESSAGE = 'Anda tidak memiliki akses';
/** Shown when the API cannot be reached at all. */
export const NETWORK_MESSAGE =
  'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.';

/**
 * `isApiError` of @sbc/api-client by its brand, without importing the client (and axios) into
 * the first bundle: the error view and the guard load before any API call does.
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && (error as { isApiError?: unknown }).isApiError === true;
}

/**
 * The message of an API failure without a technical field name in front ("seats: Minimal 1 kursi"
 * reads "Minimal 1 kursi"): the form shows the field's own label. Our API sends the bare message;
 * this keeps the console readable against a server that still prefixes it.
 */
function withoutFieldName(error: ApiError): string {
  for (const { field, message } of error.errors) {
    if (error.message === `${field}: ${message}`) return message;
  }
  return error.message;
}

/**
 * The `msg` the API's envelope carried, or '' when the answer had none (the client then names
 * the error "Error"). Our API words every refusal in Indonesian (SPEC section 8).
 */
function envelopeMessage(error: ApiError): string {
  const { body } = error;
  if (typeof body !== 'object' || body === null || !('msg' in body)) return '';
  return typeof body.msg === 'string' ? body.msg.trim() : '';
}

/** What the console shows for a failure: a status (0 when unknown) and an Indonesian message. */
export interface ErrorView {
  status: number;
  message: string;
}

/**
 * Turns anything a loader, action or call threw into what the admin reads: the API's own
 * message (SPEC section 8), also for a 403, which says whether a look or a change was refused
 * ("Anda hanya dapat mengubah data chapter Anda sendiri"); "Anda tidak memiliki akses" for a
 * 403 without one; a connection hint when the API was not reached.
 */
export function describeError(error: unknown): ErrorView {
  if (isApiError(error)) {
    if (error.status === 403) {
      return { status: 403, message: envelopeMessage(error) || FORBIDDEN_MESSAGE };
    }
    return { status: error.status, message: withoutFieldName(error) };
  }
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText;
    return { status: error.status, message: message || 'Terjadi kesalahan' };
  }
  return { status: 0, message: NETWORK_MESSAGE };
}
