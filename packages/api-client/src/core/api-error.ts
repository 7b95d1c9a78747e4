import { type FieldError } from '@sbc/contract';

/** What an {@link ApiError} carries besides its message. */
export interface ApiErrorInit {
  /** The body `status` (the HTTP status when the body is not an envelope). */
  status: number;
  httpStatus: number;
  /** Field errors of a 400 answer; empty when the body has none. */
  errors?: FieldError[];
  /** The parsed body as received. */
  body: unknown;
  cause?: unknown;
}

/**
 * An answer the server gave that is not a success: an envelope whose `status` is not 200
 * (SPEC section 8, message = body msg, default `Error`), or a body that breaks the contract.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Brand that survives duplicated module copies (SSR and browser bundles), unlike `instanceof`. */
  readonly isApiError = true;
  readonly status: number;
  readonly httpStatus: number;
  readonly errors: FieldError[];
  readonly body: unknown;

  constructor(message: string, init: ApiErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.httpStatus = init.httpStatus;
    this.errors = init.errors ?? [];
    this.body = init.body;
  }
}

/** Whether `e` is an {@link ApiError}, also across bundle copies. */
export function isApiError(e: unknown): e is ApiError {
  return (
    e instanceof ApiError ||
    (e instanceof Error && (e as { isApiError?: unknown }).isApiError === true)
  );
}
