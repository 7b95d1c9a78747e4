import { type AdminSubscriber, type Paged } from '@sbc/contract';
import { and, desc, eq, gt, ilike, or, sql } from 'drizzle-orm';
import { type Readable } from 'node:stream';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { subscribers } from '../../db/schema';
import { toUnix } from '../news/mapping';
import { streamSheet, wibCellDate } from '../presence/excel';
import { likePattern } from './like';

type Status = AdminSubscriber['status'];
export interface SubscriberFilter {
  q?: string;
  status?: Status;
}

const STATUS_LABELS: Record<Status, string> = { pending: 'Menunggu konfirmasi', active: 'Aktif', unsubscribed: 'Berhenti' };

function whereOf(f: SubscriberFilter) {
  const like = likePattern(f.q);
  return and(
    f.status ? eq(subscribers.status, f.status) : undefined,
    like ? or(ilike(subscribers.email, like), ilike(sql`${subscribers.firstName} || ' ' || ${subscribers.lastName}`, like)) : undefined,
  );
}

function toSubscriber(r: typeof subscribers.$inferSelect): AdminSubscriber {
  return {
    id: r.id,
    email: r.email,
    first_name: r.firstName,
    last_name: r.lastName,
    phone_number: r.phoneNumber,
    status: r.status,
    created_at: toUnix(r.createdAt),
    confirmed_at: r.confirmedAt ? toUnix(r.confirmedAt) : null,
  };
}

export async function listSubscribers(db: Db, f: SubscriberFilter & { page?: number; perPage?: number }): Promise<Paged<AdminSubscriber>> {
  const where = whereOf(f);
  return pageOf(
    f,
    25,
    (limit, offset) =>
      db
        .select()
        .from(subscribers)
        .where(where)
        .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: sql<number>`count(*)::int` }).from(subscribers).where(where),
    toSubscriber,
  );
}

const BATCH = 1000;

/** The subscribers of the filter as an .xlsx, read in batches by id. */
export function exportSubscribers(db: Db, f: SubscriberFilter, onError: (error: unknown) => void): Readable {
  async function* batches() {
    let after = 0;
    for (;;) {
      const rows = await db
        .select()
        .from(subscribers)
        .where(and(whereOf(f), gt(subscribers.id, after)))
        .orderBy(subscribers.id)
        .limit(BATCH);
      if (!rows.length) return;
      after = rows[rows.length - 1]?.id ?? after;
      yield rows.map((r) => ({
        email: r.email,
        name: `${r.firstName} ${r.lastName}`.trim(),
        phone: r.phoneNumber,
        status: STATUS_LABELS[r.status],
        createdAt: wibCellDate(r.createdAt),
        confirmedAt: wibCellDate(r.confirmedAt),
      }));
    }
  }
  return streamSheet(
    'Pelanggan',
    [
      { header: 'Email', key: 'email', width: 34 },
      { header: 'Nama', key: 'name', width: 28 },
      { header: 'Ponsel', key: 'phone', width: 18 },
      { header: 'Status', key: 'status', width: 20 },
      { header: 'Mendaftar (WIB)', key: 'createdAt', width: 20 },
      { header: 'Dikonfirmasi (WIB)', key: 'confirmedAt', width: 20 },
    ],
    batches(),
    onError,
  );
}
