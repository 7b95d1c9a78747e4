/**
 * The proof-of-work captcha of the public forms (ALTCHA v1, ARCHITECTURE section 5), solved in
 * the browser with Web Crypto: find `n` in `0..maxnumber` whose SHA-256 hex of `salt + n` equals
 * `challenge`. Hashes run in small batches with a pause between them, so the page stays usable.
 */

/** A challenge as `GET /sbc-visitor/v1/captcha/challenge` answers it. */
export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/** Options of {@link solveCaptcha}. */
export interface SolveCaptchaOptions {
  /** Hashes per batch before yielding to the page (default 250). */
  batchSize?: number;
  /** Stops the search (a new challenge, the form closed). */
  signal?: AbortSignal;
  /** SHA-256 of a text as lower-case hex; Web Crypto by default (tests may pass another). */
  sha256Hex?: (text: string) => Promise<string>;
  /** Lets the page breathe between batches; a zero-delay timer by default. */
  pause?: () => Promise<void>;
}

const encoder = new TextEncoder();

/** SHA-256 of `text` (UTF-8) as lower-case hex, with Web Crypto (`crypto.subtle`). */
export async function webCryptoSha256Hex(text: string): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('Web Crypto is not available (the page needs HTTPS)');
  const digest = new Uint8Array(await subtle.digest('SHA-256', encoder.encode(text)));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The payload the API verifies: `base64(JSON.stringify({ algorithm, challenge, number, salt,
 * signature }))`. The JSON is ASCII (hex and digits), so `btoa` is safe.
 */
export function encodeCaptchaSolution(challenge: CaptchaChallenge, number: number): string {
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature }));
}

/**
 * Finds the number that solves `challenge` and answers the payload for the `captcha` field.
 *
 * @throws Error when no number up to `maxnumber` matches, the algorithm is not SHA-256, or the
 *   search was aborted (the signal's reason).
 */
export async function solveCaptcha(
  challenge: CaptchaChallenge,
  options: SolveCaptchaOptions = {},
): Promise<string> {
  const { batchSize = 250, signal, sha256Hex = webCryptoSha256Hex, pause = nextTask } = options;
  if (challenge.algorithm.toUpperCase() !== 'SHA-256') {
    throw new Error(`Unsupported captcha algorithm ${challenge.algorithm}`);
  }
  const target = challenge.challenge.toLowerCase();
  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + batchSize - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, i) => start + i);
    const hashes = await Promise.all(numbers.map((n) => sha256Hex(challenge.salt + n)));
    const found = hashes.indexOf(target);
    if (found !== -1) return encodeCaptchaSolution(challenge, start + found);
    await pause();
  }
  throw new Error('Captcha challenge has no solution');
}
