import { type MovedKind } from '@sbc/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { permalinkRedirects } from '../db/schema';

/**
 * Old addresses of posts, categories, tags and events (`permalink_redirects`): what the public site
 * answers with a 301 instead of a 404. Every write here runs inside the transaction of the change
 * itself. The rule they keep: a permalink an entry holds now is never an old address of anything.
 */

const ofKind = (kind: MovedKind, oldPermalink: string) =>
  and(eq(permalinkRedirects.kind, kind), eq(permalinkRedirects.oldPermalink, oldPermalink));

/** `oldPermalink` leads to `targetId` from now on (whatever it led to before). */
async function pointTo(
  tx: Db,
  kind: MovedKind,
  oldPermalink: string,
  targetId: number,
): Promise<void> {
  await tx
    .insert(permalinkRedirects)
    .values({ kind, oldPermalink, targetId })
    .onConflictDoUpdate({
      target: [permalinkRedirects.kind, permalinkRedirects.oldPermalink],
      set: { targetId, createdAt: sql`now()` },
    });
}

/**
 * A permalink an entry has just taken (new entry, or a change) is no longer an old address: the live
 * entry wins. Answers the entry that address led to until now, if any.
 */
export async function claimPermalink(tx: Db, kind: MovedKind, permalink: string): Promise<number | null> {
  const [released] = await tx
    .delete(permalinkRedirects)
    .where(ofKind(kind, permalink))
    .returning({ targetId: permalinkRedirects.targetId });
  return released?.targetId ?? null;
}

/**
 * The entry `targetId` went from `from` to `to`: the old address leads to it, the new one is its own
 * (so A → B → A leaves B leading to A). Older addresses of the entry keep leading to it. Answers
 * another entry whose old address `to` was, if any.
 */
export async function recordPermalinkChange(
  tx: Db,
  kind: MovedKind,
  targetId: number,
  from: string,
  to: string,
): Promise<number | null> {
  if (from === to) return null;
  const released = await claimPermalink(tx, kind, to);
  await pointTo(tx, kind, from, targetId);
  return released === targetId ? null : released;
}

/** `from` was merged into `intoId`: its permalink and every old address that led to it now lead to `intoId`. */
export async function recordMerge(
  tx: Db,
  kind: MovedKind,
  from: { id: number; permalink: string },
  intoId: number,
): Promise<void> {
  await tx
    .update(permalinkRedirects)
    .set({ targetId: intoId })
    .where(and(eq(permalinkRedirects.kind, kind), eq(permalinkRedirects.targetId, from.id)));
  await pointTo(tx, kind, from.permalink, intoId);
}

/**
 * The permalink write of a save that creates or updates (saveWithAudit's `alsoWrite`): a new entry
 * claims its permalink, an updated one records the change from `previous`.
 */
export function savedPermalink(kind: MovedKind, previous: string | undefined, permalink: string) {
  return async (tx: Db, id: number): Promise<void> => {
    await (previous === undefined
      ? claimPermalink(tx, kind, permalink)
      : recordPermalinkChange(tx, kind, id, previous, permalink));
  };
}

/** A deleted entry's old addresses lead nowhere any more. */
export async function forgetRedirects(tx: Db, kind: MovedKind, targetId: number): Promise<void> {
  await tx
    .delete(permalinkRedirects)
    .where(and(eq(permalinkRedirects.kind, kind), eq(permalinkRedirects.targetId, targetId)));
}
