import type { LoaderFunctionArgs } from 'react-router';
import { data } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireArea } from '../../lib/profile';
import { requireSession } from '../../lib/require-session';
import { readChoice, readPage, readQuery } from '../../lib/search-params';

export const PER_PAGE = 20;
export const EVENT_FILTERS = ['all', 'upcoming', 'past', 'draft'] as const;
export const REGISTRATION_FILTERS = ['all', 'registered', 'pending_payment', 'cancelled'] as const;
export const ORDER_FILTERS = ['all', 'unpaid', 'paid', 'expired', 'failed', 'cancelled'] as const;
export const BOARDS = ['nasional', 'dewan-syuro', 'chapter'] as const;

function open(request: Request, area: 'community' | 'content' = 'community') {
  requireSession(request);
  requireArea('community');
  if (area === 'content') requireArea('content');
  return { search: new URL(request.url).searchParams, signal: request.signal };
}

/** A numeric id of the URL, or a 404 the console shows. */
function idOf(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value)) throw data('Halaman tidak ditemukan', { status: 404 });
  return Number(value);
}

export async function eventsLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request);
  const q = readQuery(search);
  const page = readPage(search);
  const when = readChoice(search, 'when', EVENT_FILTERS, 'all');
  const events = await adminApi.listCommunityEvents(
    { body: { q, page, when, perPage: PER_PAGE } },
    { signal },
  );
  return { events, q, page, when };
}

export async function eventLoader({ request, params }: LoaderFunctionArgs) {
  const { signal } = open(request);
  const chapters = adminApi.listCommunityChapters({ signal });
  const event =
    params.id === 'new'
      ? null
      : await adminApi.getCommunityEvent({ params: { id: String(idOf(params.id)) } }, { signal });
  return { event, chapters: await chapters };
}

export async function registrationsLoader({ request, params }: LoaderFunctionArgs) {
  const { search, signal } = open(request);
  const id = idOf(params.id);
  const q = readQuery(search);
  const page = readPage(search);
  const status = readChoice(search, 'status', REGISTRATION_FILTERS, 'all');
  const [event, registrations] = await Promise.all([
    adminApi.getCommunityEvent({ params: { id: String(id) } }, { signal }),
    adminApi.listEventRegistrations(
      { body: { event_id: id, q, page, status, perPage: PER_PAGE } },
      { signal },
    ),
  ]);
  return { event, registrations, q, page, status };
}

export async function coursesLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request);
  const q = readQuery(search);
  const page = readPage(search);
  const [courses, chapters] = await Promise.all([
    adminApi.listCommunityCourses({ body: { q, page, perPage: PER_PAGE } }, { signal }),
    adminApi.listCommunityChapters({ signal }),
  ]);
  return { courses, chapters, q, page };
}

export async function courseLoader({ request, params }: LoaderFunctionArgs) {
  const { signal } = open(request);
  const [course, chapters] = await Promise.all([
    adminApi.getCommunityCourse({ params: { id: String(idOf(params.id)) } }, { signal }),
    adminApi.listCommunityChapters({ signal }),
  ]);
  return { course, chapters };
}

export async function galleryLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request);
  const q = readQuery(search);
  const page = readPage(search);
  const [albums, categories, chapters] = await Promise.all([
    adminApi.listCommunityAlbums({ body: { q, page, perPage: PER_PAGE } }, { signal }),
    adminApi.listCommunityGalleryCategories({ signal }),
    adminApi.listCommunityChapters({ signal }),
  ]);
  return { albums, categories, chapters, q, page };
}

export async function albumLoader({ request, params }: LoaderFunctionArgs) {
  const { signal } = open(request);
  const [album, categories, chapters] = await Promise.all([
    adminApi.getCommunityAlbum({ params: { id: String(idOf(params.id)) } }, { signal }),
    adminApi.listCommunityGalleryCategories({ signal }),
    adminApi.listCommunityChapters({ signal }),
  ]);
  return { album, categories, chapters };
}

export async function chaptersLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request);
  const chapters = await adminApi.listCommunityChapters({ signal });
  const wanted = Number(search.get('chapter'));
  const chapterId = chapters.find((c) => c.id === wanted)?.id ?? chapters[0]?.id ?? null;
  const board = readChoice(search, 'board', BOARDS, chapters.length === 1 ? 'chapter' : 'nasional');
  const members = await adminApi.listCommunityBoard(
    { body: { board, chapter_id: board === 'chapter' ? chapterId : null } },
    { signal },
  );
  return { chapters, board, chapterId, members };
}

export async function ordersLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request, 'content');
  const q = readQuery(search);
  const page = readPage(search);
  const status = readChoice(search, 'status', ORDER_FILTERS, 'all');
  const [products, orders] = await Promise.all([
    adminApi.listAdminProducts({ signal }),
    adminApi.listAdminOrders({ body: { q, page, status, perPage: PER_PAGE } }, { signal }),
  ]);
  return { products, orders, q, page, status };
}

export async function certificatesLoader({ request }: LoaderFunctionArgs) {
  const { search, signal } = open(request, 'content');
  const q = readQuery(search);
  const page = readPage(search);
  const eventId = Number(search.get('event')) || undefined;
  const [certificates, events] = await Promise.all([
    adminApi.listAdminCertificates(
      { body: { q, page, event_id: eventId, perPage: PER_PAGE } },
      { signal },
    ),
    adminApi.listCommunityEvents({ body: { when: 'started', perPage: 100 } }, { signal }),
  ]);
  return { certificates, events: events.data, eventId, q, page };
}
