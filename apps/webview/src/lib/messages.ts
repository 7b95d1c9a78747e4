import { isApiError } from '@sbc/api-client/core';

/** Shown when the API cannot be reached or failed without a message of its own. */
export const API_UNAVAILABLE_MESSAGE =
  'Layanan SBC sedang tidak dapat dihubungi. Silakan coba beberapa saat lagi.';

/** The message to show for a failed call: the API's own `msg`, else the unavailable text. */
export function messageOf(error: unknown): string {
  return isApiError(error) && error.message && error.message !== 'Error'
    ? error.message
    : API_UNAVAILABLE_MESSAGE;
}

/** The HTTP status of an API refusal, or null for a transport failure. */
export function httpStatusOf(error: unknown): number | null {
  return isApiError(error) ? error.httpStatus : null;
}
