import { sql, type SQL } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The WIB calendar day of a timestamp, as the community counts days (presence opens by it). */
export const wibDateOf = (moment: AnyPgColumn): SQL => sql`(${moment} at time zone 'Asia/Jakarta')::date`;

/** Today's WIB calendar day, by the database's clock. */
export const wibToday: SQL = sql`(now() at time zone 'Asia/Jakarta')::date`;
