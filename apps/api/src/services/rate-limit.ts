import { sql } from 'drizzle-orm';
import { type RateLimitPolicy } from '@sbc/contract';
import { type Db } from '../db/client';

/** Limits per policy: `max` hits per `windowSeconds`, multiplied by RATE_LIMIT_MULTIPLIER. */
export const RATE_LIMIT_POLICIES: Record<RateLimitPolicy, { max: number; windowSeconds: number }> = {
  // Per address; generous so one office or venue network can sign everyone in. Password guessing
  // is stopped per account (services/login-failures.ts).
  login: { max: 100, windowSeconds: 15 * 60 },
  form: { max: 5, windowSeconds: 60 },
  write: { max: 120, windowSeconds: 60 },
};

/** SQL for the whole seconds until a `rate_limits` row's window ends. */
export const secondsLeft = (windowSeconds: number) =>
  sql`ceil(extract(epoch from rate_limits.window_start + make_interval(secs => ${windowSeconds}) - now()))::int`;

/**
 * Counts one hit for `key` in a fixed window kept in the database, so every API process
 * shares it, and says whether the hit is within `max` and in how many seconds the window frees
 * (`retryAfter`, for the `Retry-After` header of a 429).
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  max: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; hits: number; retryAfter: number }> {
  const result = await db.execute<{ hits: number }>(sql`
    insert into rate_limits (key, window_start, hits) values (${key}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                  then 1 else rate_limits.hits + 1 end,
      window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                  then now() else rate_limits.window_start end
    returning hits, ${secondsLeft(windowSeconds)} as retry_after`);
  const rows = (result as unknown as { rows: { hits: number; retry_after: number }[] }).rows;
  const hits = Number(rows[0]?.hits ?? 1);
  return { allowed: hits <= max, hits, retryAfter: Math.max(1, Number(rows[0]?.retry_after ?? windowSeconds)) };
}
