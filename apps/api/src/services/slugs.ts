import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { type Db } from '../db/client';
import { AppError } from '../http/errors';

/** The longest permalink the contract accepts. */
const MAX_LENGTH = 200;

/** Whether a row other than `exceptId` already holds a slug in `column`. */
export function slugTakenIn(
  db: Db,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  exceptId?: number,
): (slug: string) => Promise<boolean> {
  return async (slug) => {
    const rows = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(column, slug), exceptId ? ne(table.id, exceptId) : undefined))
      .limit(1);
    return rows.length > 0;
  };
}

/**
 * Refuses (409, at `field`) a name another row other than `exceptId` already has in `column`, in
 * any case: two categories, tags or chapters of one name cannot be told apart where they are
 * picked or shown.
 */
export async function refuseTakenName(
  db: Db,
  table: PgTable & { id: PgColumn },
  column: PgColumn,
  name: string,
  o: { exceptId?: number; message: string; field: string },
): Promise<void> {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(sql`lower(${column}) = ${name.trim().toLowerCase()}`, o.exceptId ? ne(table.id, o.exceptId) : undefined))
    .limit(1);
  if (rows.length) throw new AppError('CONFLICT', `${o.message}: “${name.trim()}”`, [{ field: o.field, message: o.message }]);
}

export interface FreeSlugOptions {
  /** Slugs that are never free (paths of the blog itself). */
  reserved?: readonly string[];
  /** How many of `base`, `base-2`, `base-3`… to try (default 1000). */
  attempts?: number;
  /** Thrown when every attempt is taken; without it the slug gets a random suffix instead. */
  refuse?: () => AppError;
}

/**
 * The first free slug of `base`, `base-2`, `base-3`… (cut to stay within 200 characters), for a
 * permalink made from a title: a typed one is never changed behind the editor's back.
 */
export async function freeSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  o: FreeSlugOptions = {},
): Promise<string> {
  const { reserved = [], attempts = 1000 } = o;
  const within = (suffix: string) =>
    `${base.slice(0, MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
  for (let n = 1; n <= attempts; n++) {
    const slug = within(n === 1 ? '' : `-${n}`);
    if (!reserved.includes(slug) && !(await isTaken(slug))) return slug;
  }
  if (o.refuse) throw o.refuse();
  return within(`-${randomBytes(3).toString('hex')}`);
}
