import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An unguessable one-time secret (256 bits) for links and codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of one-time secrets are stored, so a database leak cannot replay them. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short unguessable code people can type (no 0/O or 1/I): 12 characters carry 60 bits. */
export function newCode(length = 12): string {
  let out = '';
  for (let i = 0; i < length; i++) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
