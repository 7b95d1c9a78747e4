import { type CommunityEvent, type CommunityEventDetail, type Paged } from '@sbc/contract';
import { COVER_LIMITS } from '@sbc/contract/image-limits';
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { type AppContext } from '../../context';
import { type Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { wibDateOf, wibToday } from '../../db/wib-day';
import { chapters, eventRegistrations, events } from '../../db/schema';
import { assertChapterScope, chapterScope, type Principal, type ScopeAccess } from '../../http/auth';
import { AppError } from '../../http/errors';
import { recordAudit } from '../../services/audit';
import { forgetRedirects, savedPermalink } from '../../services/permalink-redirects';
import { type Storage } from '../../services/storage';
import { toEventItem } from '../events/list';
import { type ShareTotals, shareTotalsOfEvent } from '../registration/share';
import { likePattern } from '../presence/participants';
import {
  countAll,
  deleteStored,
  newKeySuffix,
  notFound,
  storeUploadedImage,
  uniqueSlug,
} from './common';
import { checkInput, columnsOf, type EventInput } from './event-input';
import { saveWithAudit } from './save-with-audit';

type EventRow = typeof events.$inferSelect;
const EVENT = 'Event';

function toCommunityEvent(
  e: EventRow,
  chapterName: string | null,
  storage: Storage,
  shares: ShareTotals,
): CommunityEvent {
  return {
    ...toEventItem(e, chapterName, storage),
    chapter_id: e.chapterId,
    published: e.published,
    participant_count: e.participantCount,
    share_links: shares.links,
    share_visits: shares.visits,
  };
}

function toDetail(
  e: EventRow,
  chapterName: string | null,
  storage: Storage,
  shares: ShareTotals,
): CommunityEventDetail {
  return {
    ...toCommunityEvent(e, chapterName, storage, shares),
    description: e.description,
    address: e.address,
    online_url: e.onlineUrl,
    map_url: e.mapUrl,
    speakers: e.speakers,
    registration_setting: e.registrationOpen,
  };
}

function scopeOf(principal: Principal): SQL | undefined {
  const scope = chapterScope(principal);
  return scope === null ? undefined : eq(events.chapterId, scope);
}

export async function listCommunityEvents(
  db: Db,
  storage: Storage,
  principal: Principal,
  o: { q?: string; when?: 'all' | 'upcoming' | 'past' | 'started' | 'draft'; page?: number; perPage?: number },
): Promise<Paged<CommunityEvent>> {
  const where: (SQL | undefined)[] = [scopeOf(principal)];
  if (o.q)
    where.push(or(ilike(events.title, likePattern(o.q)), ilike(events.slug, likePattern(o.q))));
  if (o.when === 'upcoming') where.push(gte(events.endsAt, sql`now()`));
  if (o.when === 'past') where.push(lt(events.endsAt, sql`now()`));
  // Presence opens on the WIB day an event starts: from then on it may have attendance and certificates.
  if (o.when === 'started') where.push(sql`${wibDateOf(events.startsAt)} <= ${wibToday}`);
  if (o.when === 'draft') where.push(eq(events.published, false));
  const condition = and(...where);
  return pageOf(
    o,
    20,
    (limit, offset) =>
      db
        .select({ e: events, chapterName: chapters.name, shares: shareTotalsOfEvent })
        .from(events)
        .leftJoin(chapters, eq(chapters.id, events.chapterId))
        .where(condition)
        .orderBy(desc(events.startsAt), desc(events.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ n: countAll }).from(events).where(condition),
    (r) => toCommunityEvent(r.e, r.chapterName, storage, r.shares),
  );
}

/** The event, refused (403) when it belongs to another chapter than a chapter admin's. */
export async function eventInScope(
  db: Db,
  principal: Principal,
  id: number,
  access: ScopeAccess,
): Promise<EventRow> {
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!row) throw notFound(EVENT);
  assertChapterScope(principal, row.chapterId, access);
  return row;
}

export async function getCommunityEvent(
  db: Db,
  storage: Storage,
  principal: Principal,
  id: number,
): Promise<CommunityEventDetail> {
  const e = await eventInScope(db, principal, id, 'read');
  const [more] = await db
    .select({ chapterName: chapters.name, shares: shareTotalsOfEvent })
    .from(events)
    .leftJoin(chapters, eq(chapters.id, events.chapterId))
    .where(eq(events.id, e.id));
  return toDetail(e, more?.chapterName ?? null, storage, more?.shares ?? { links: 0, visits: 0 });
}

/** Stores an event's cover; answers its key and size. */
async function storeCover(storage: Storage, slug: string, dataUrl: string) {
  return storeUploadedImage(storage, {
    dataUrl,
    field: 'cover_image',
    key: `event/${slug}-${newKeySuffix()}.webp`,
    width: 1600,
    height: 1600,
    fit: 'inside',
    ...COVER_LIMITS,
  });
}

export async function createCommunityEvent(
  ctx: AppContext,
  principal: Principal,
  input: EventInput,
): Promise<CommunityEventDetail> {
  const { db } = ctx.database;
  await checkInput(db, principal, input);
  const slug = await uniqueSlug(db, events, { typed: input.slug, title: input.title });
  const cover = input.cover_image ? await storeCover(ctx.storage, slug, input.cover_image) : null;
  return saveWithAudit(ctx, principal, {
    table: events,
    values: {
      ...columnsOf(input),
      slug,
      seats: input.seats,
      coverImage: cover?.key ?? null,
      coverWidth: cover?.width ?? null,
      coverHeight: cover?.height ?? null,
    },
    audit: { entity: 'event', subject: `event “${input.title}”` },
    scope: 'events',
    files: { added: cover?.key },
    read: (id) => getCommunityEvent(db, ctx.storage, principal, id),
    alsoWrite: savedPermalink('event', undefined, slug),
  });
}

export async function updateCommunityEvent(
  ctx: AppContext,
  principal: Principal,
  id: number,
  input: EventInput,
): Promise<CommunityEventDetail> {
  const { db } = ctx.database;
  const before = await eventInScope(db, principal, id, 'write');
  await checkInput(db, principal, input);
  const slug = await uniqueSlug(db, events, {
    typed: input.slug ?? before.slug,
    title: input.title,
    exceptId: id,
  });
  const cover = input.cover_image
    ? await storeCover(ctx.storage, slug, input.cover_image)
    : undefined;
  const coverImage = cover?.key ?? (input.remove_cover ? null : before.coverImage);
  // A kept cover keeps its recorded size; a new one brings its own; no cover, no size.
  const coverSize = cover
    ? { coverWidth: cover.width, coverHeight: cover.height }
    : coverImage
      ? {}
      : { coverWidth: null, coverHeight: null };
  const columns = columnsOf(input);
  return saveWithAudit(ctx, principal, {
    table: events,
    id,
    values: { ...columns, slug, seats: input.seats, coverImage, ...coverSize },
    // Seats never drop below the registrations already taken (checked in the same statement).
    updateWhen:
      input.seats === null ? undefined : sql`${events.participantCount} <= ${input.seats}`,
    refused: () =>
      new AppError(
        'CONFLICT',
        `Kursi tidak boleh kurang dari ${before.participantCount} pendaftar yang sudah ada`,
        [{ field: 'seats', message: 'Kurang dari jumlah pendaftar' }],
      ),
    audit: {
      entity: 'event',
      subject: `event “${input.title}”`,
    },
    scope: 'events',
    files: { added: cover?.key, replaced: coverImage === before.coverImage ? null : before.coverImage },
    read: () => getCommunityEvent(db, ctx.storage, principal, id),
    // The old address keeps working: the public site sends it on to the new one (301).
    alsoWrite: savedPermalink('event', before.slug, slug),
  });
}

export async function setRegistrationOpen(
  ctx: AppContext,
  principal: Principal,
  id: number,
  open: boolean,
) {
  const { db } = ctx.database;
  const event = await eventInScope(db, principal, id, 'write');
  await db.transaction(async (tx) => {
    await tx
      .update(events)
      .set({ registrationOpen: open, updatedAt: new Date() })
      .where(eq(events.id, id));
    await recordAudit(tx as unknown as Db, principal, {
      action: open ? 'open-registration' : 'close-registration',
      entity: 'event',
      entityId: id,
      summary: `${open ? 'Membuka' : 'Menutup'} pendaftaran event “${event.title}”`,
    });
  });
  ctx.contentChanges.notify('events');
  return { id, registration_open: open };
}

export async function deleteCommunityEvent(ctx: AppContext, principal: Principal, id: number) {
  const { db } = ctx.database;
  const event = await eventInScope(db, principal, id, 'write');
  await db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ n: countAll })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, id));
    if (Number(taken?.n ?? 0) > 0) {
      throw new AppError(
        'CONFLICT',
        'Event ini sudah memiliki pendaftar sehingga tidak dapat dihapus. Batalkan terbitnya (sembunyikan) saja.',
      );
    }
    await tx.delete(events).where(eq(events.id, id));
    await forgetRedirects(tx as unknown as Db, 'event', id);
    await recordAudit(tx as unknown as Db, principal, {
      action: 'delete',
      entity: 'event',
      entityId: id,
      summary: `Menghapus event “${event.title}”`,
    });
  });
  await deleteStored(ctx.storage, [event.coverImage]);
  ctx.contentChanges.notify('events');
  return { id };
}
