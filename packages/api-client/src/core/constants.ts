/** Every call gives up after 50 seconds (SPEC section 9, "Request time-out 50000 ms"). */
export const REQUEST_TIMEOUT_MS = 50_000;

/** Body statuses that reload the page (SPEC section 8). Our server never sends them; kept for compatibility. */
export const RELOAD_STATUSES: ReadonlySet<number> = new Set([50008, 50012, 50014]);

/** Message of an answer that does not match the contract. */
export const INVALID_RESPONSE_MESSAGE = 'Respons tidak valid';
