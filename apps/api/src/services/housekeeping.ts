import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { connectCodes, mailOutbox, passwordResets, rateLimits } from '../db/schema';

/** Rate-limit windows are at most 15 minutes; a row untouched for a day counts nothing any more. */
const RATE_LIMIT_ROW_HOURS = 24;
/**
 * Sign-in hand-over codes and password links are refused once expired or used; their rows stay a
 * week so a late click still reads "expired" rather than "unknown" for a while.
 */
const SPENT_TOKEN_DAYS = 7;

/** How many rows each kind of housekeeping removed. */
export interface HousekeepingResult {
  outbox: number;
  rateLimits: number;
  connectCodes: number;
  passwordResets: number;
}

/**
 * Removes what only grows with traffic and serves nobody any more: mails older than
 * `outboxKeepDays` (0 keeps every mail), rate-limit counters of windows long over, and spent or
 * expired sign-in codes and password links. Four deletes, about once an hour.
 */
export async function removeStaleRows(
  db: Db,
  options: { outboxKeepDays: number },
): Promise<HousekeepingResult> {
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;
  const outbox =
    options.outboxKeepDays > 0
      ? await db
          .delete(mailOutbox)
          .where(lt(mailOutbox.createdAt, daysAgo(options.outboxKeepDays)))
          .returning({ id: mailOutbox.id })
      : [];
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, sql`now() - make_interval(hours => ${RATE_LIMIT_ROW_HOURS})`))
    .returning({ key: rateLimits.key });
  const spent = (table: typeof connectCodes | typeof passwordResets) =>
    or(
      lt(table.expiresAt, daysAgo(SPENT_TOKEN_DAYS)),
      and(isNotNull(table.usedAt), lt(table.usedAt, daysAgo(SPENT_TOKEN_DAYS))),
    );
  const codes = await db
    .delete(connectCodes)
    .where(spent(connectCodes))
    .returning({ hash: connectCodes.codeHash });
  const resets = await db
    .delete(passwordResets)
    .where(spent(passwordResets))
    .returning({ hash: passwordResets.tokenHash });
  return {
    outbox: outbox.length,
    rateLimits: limits.length,
    connectCodes: codes.length,
    passwordResets: resets.length,
  };
}

/**
 * Runs {@link removeStaleRows} a minute after start and then every `everyMs` in this process (each
 * process may: the deletes are idempotent); the returned function stops it.
 */
export function scheduleHousekeeping(
  db: Db,
  options: { outboxKeepDays: number; everyMs: number },
  log: (error: unknown) => void,
): () => void {
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    removeStaleRows(db, options)
      .catch(log)
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, options.everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
