import { type BoardKind, type BoardMember, type Chapter, PAGE_MAX } from '@sbc/contract';
import { publicApi } from './api.server';
import { loadOrNotFound } from './blog-posts.server';

/** Every chapter (there are far fewer than one page), in the order the API sets. */
export function loadChapters(signal: AbortSignal): Promise<Chapter[]> {
  return loadOrNotFound('POST compro/chapter/list', async () => {
    const page = await publicApi.listChapters({ body: { page: 1, perPage: PAGE_MAX } }, { signal });
    return page.data;
  });
}

/** A board's members; with a chapter slug only that chapter's board (unknown chapter: 404). */
export function loadBoard(
  board: BoardKind,
  signal: AbortSignal,
  chapterSlug?: string,
): Promise<BoardMember[]> {
  return loadOrNotFound(`POST chapter/pengurus (${board})`, async () => {
    const page = await publicApi.listBoard(
      { body: { board, chapter_slug: chapterSlug } },
      { signal },
    );
    return page.data;
  });
}
