import { listSearch, type ListQuery } from '../../config/paths';

const base = '/community';

/** Pages of the community hub (below the `/admin` basename, like config/paths). */
export const communityPaths = {
  hub: base,
  events: (query: ListQuery & { when?: string } = {}) => `${base}/events${listSearch(query)}`,
  newEvent: () => `${base}/events/new`,
  event: (id: number) => `${base}/events/${id}`,
  registrations: (id: number, query: ListQuery & { status?: string } = {}) =>
    `${base}/events/${id}/registrations${listSearch(query)}`,
  courses: (query: ListQuery = {}) => `${base}/courses${listSearch(query)}`,
  course: (id: number) => `${base}/courses/${id}`,
  gallery: (query: ListQuery = {}) => `${base}/gallery${listSearch(query)}`,
  album: (id: number) => `${base}/gallery/${id}`,
  chapters: (query: { board?: string; chapter?: number } = {}) =>
    `${base}/chapters${listSearch(query)}`,
  orders: (query: ListQuery & { status?: string } = {}) => `${base}/orders${listSearch(query)}`,
  certificates: (query: ListQuery & { event?: number } = {}) =>
    `${base}/certificates${listSearch(query)}`,
} as const;
