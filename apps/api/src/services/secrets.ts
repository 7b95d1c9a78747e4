import { createHash, randomBytes } from 'node:crypto';

/** An unguessable one-time secret (256 bits) for links and codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only hashes of one-time secrets are stored, so a database leak cannot replay them. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
