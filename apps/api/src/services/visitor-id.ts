import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Visitor ids are unguessable and verifiable without a lookup (ARCHITECTURE section 9):
 * `v1.<random>.<mac>`, the mac an HMAC of the random part under the server secret.
 */
export interface VisitorIds {
  create(): string;
  isValid(id: unknown): id is string;
  /** The id when this server signed it; anything else (absent, forged, malformed) is no visitor. */
  signedOrNull(id: unknown): string | null;
}

export function createVisitorIds(secret: string): VisitorIds {
  const mac = (nonce: string) =>
    createHmac('sha256', secret).update(`visitor:${nonce}`).digest('base64url').slice(0, 22);
  const isValid = (id: unknown): id is string => {
    if (typeof id !== 'string' || id.length > 80) return false;
    const [version, nonce, given] = id.split('.');
    if (version !== 'v1' || !nonce || !given) return false;
    const expected = Buffer.from(mac(nonce));
    const actual = Buffer.from(given);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  };
  return {
    create() {
      const nonce = randomBytes(16).toString('base64url');
      return `v1.${nonce}.${mac(nonce)}`;
    },
    isValid,
    signedOrNull: (id) => (isValid(id) ? id : null),
  };
}
