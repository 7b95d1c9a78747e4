import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { chapters } from '../../db/schema';
import { assertChapterScope, type Principal } from '../../http/auth';
import { AppError } from '../../http/errors';
import sanitize from '../../services/sanitize-html';

/** An event as the console sends it (create and update). */
export interface EventInput {
  title: string;
  slug?: string;
  summary: string;
  description: string;
  starts_at: number;
  ends_at: number;
  place: string | null;
  address: string | null;
  city: string | null;
  online_url: string | null;
  map_url: string | null;
  seats: number | null;
  price_member: number;
  price_non_member: number;
  speakers: { name: string; title: string }[];
  chapter_id: number | null;
  published: boolean;
  registration_open: boolean;
  cover_image?: string;
  remove_cover?: boolean;
}

export async function checkInput(db: Db, principal: Principal, input: EventInput): Promise<void> {
  assertChapterScope(principal, input.chapter_id, 'write');
  if (input.ends_at < input.starts_at) {
    throw new AppError('BAD_REQUEST', 'Waktu selesai harus setelah waktu mulai', [
      { field: 'ends_at', message: 'Harus setelah waktu mulai' },
    ]);
  }
  if (!input.place && !input.online_url) {
    throw new AppError('BAD_REQUEST', 'Isi tempat atau tautan acara daring', [
      { field: 'place', message: 'Isi tempat atau tautan daring' },
    ]);
  }
  if (input.chapter_id !== null) {
    const [ch] = await db
      .select({ id: chapters.id })
      .from(chapters)
      .where(eq(chapters.id, input.chapter_id));
    if (!ch)
      throw new AppError('BAD_REQUEST', 'Chapter tidak ditemukan', [
        { field: 'chapter_id', message: 'Chapter tidak ditemukan' },
      ]);
  }
}

export function columnsOf(input: EventInput) {
  return {
    title: input.title,
    summary: input.summary,
    description: sanitize(input.description),
    startsAt: new Date(input.starts_at * 1000),
    endsAt: new Date(input.ends_at * 1000),
    place: input.place,
    address: input.address,
    city: input.city,
    onlineUrl: input.online_url,
    mapUrl: input.map_url,
    priceMember: input.price_member,
    priceNonMember: input.price_non_member,
    speakers: input.speakers,
    chapterId: input.chapter_id,
    published: input.published,
    registrationOpen: input.registration_open,
    updatedAt: new Date(),
  };
}
