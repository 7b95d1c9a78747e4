import { hash, verify } from '@node-rs/argon2';

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Checks a password against its hash; a malformed hash counts as a mismatch. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the account does not exist, so that an unknown email
 * takes as long as a wrong password and does not reveal which accounts exist.
 */
let dummyHash: Promise<string> | undefined;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash('sbc-timing-dummy-password');
  return dummyHash;
}
