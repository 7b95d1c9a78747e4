import { sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { rateLimited } from '../http/errors';
import { hitRateLimit, secondsLeft } from './rate-limit';

/**
 * Failed sign-ins per account, whatever the address: after `max` in the window the account
 * refuses even the right password until the window ends. This, not the per-address limit,
 * is what stops password guessing; the per-address limit is generous so that members behind one
 * office or venue network can all sign in. A successful sign-in or a password reset (which proves
 * the address is the owner's) clears the count, so the owner is never kept out by someone else's guesses
 * longer than it takes to reset.
 */
export const ACCOUNT_FAILURES = { max: 5, windowSeconds: 15 * 60 };

const keyOf = (kind: 'member' | 'admin', email: string) => `login-fail:${kind}:${email.toLowerCase()}`;

/** Refuses with 429 while the account has used up its failed attempts. */
export async function assertLoginNotLocked(db: Db, kind: 'member' | 'admin', email: string, message: string): Promise<void> {
  const result = await db.execute(sql`select hits, ${secondsLeft(ACCOUNT_FAILURES.windowSeconds)} as retry_after
    from rate_limits where key = ${keyOf(kind, email)}
    and window_start >= now() - make_interval(secs => ${ACCOUNT_FAILURES.windowSeconds})`);
  const [row] = (result as unknown as { rows: { hits: number; retry_after: number }[] }).rows;
  if (row && Number(row.hits) >= ACCOUNT_FAILURES.max) throw rateLimited(message, Number(row.retry_after));
}

/** Counts one failed attempt for the account. */
export async function recordLoginFailure(db: Db, kind: 'member' | 'admin', email: string): Promise<void> {
  await hitRateLimit(db, keyOf(kind, email), ACCOUNT_FAILURES.max, ACCOUNT_FAILURES.windowSeconds);
}

/** Forgets the account's failed attempts: after a successful sign-in, or when its owner reset the password. */
export async function clearLoginFailures(db: Db, kind: 'member' | 'admin', email: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${keyOf(kind, email)}`);
}
