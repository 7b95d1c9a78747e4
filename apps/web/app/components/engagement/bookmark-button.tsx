import { whileSending } from '@sbc/ui/while-sending';
import { useEffect } from 'react';
import { Link, useFetcher } from 'react-router';
import type { ActionResult } from '../../lib/engagement-types';
import { BookmarkIcon } from './engagement-icons';
import { useVisitorId } from './use-visitor-id';

type BookmarkAnswer = ActionResult<{ bookmarked: boolean; hasVisitor: boolean }>;

/**
 * Saves the post to this visitor's bookmarks, or removes it. Its label says the state ("Simpan
 * artikel" / "Tersimpan"; no `aria-pressed` on top, which would read "Tersimpan, ditekan") and the
 * line under it announces each change. Bookmarks belong to the visitor id, so the button waits for
 * the cookie banner's OK.
 */
export function BookmarkButton({ newsId }: { newsId: number }) {
  const visitorId = useVisitorId();
  const state = useFetcher<BookmarkAnswer>();
  const toggle = useFetcher<BookmarkAnswer>();
  const { load } = state;

  useEffect(() => {
    if (visitorId) void load(`/aksi/bookmark?news_id=${newsId}`);
  }, [load, newsId, visitorId]);

  if (visitorId === undefined) return null;
  const toggled = toggle.state === 'idle' ? toggle.data : undefined;
  const latest = toggled?.ok ? toggled : state.data?.ok ? state.data : undefined;
  // Shown at once while the toggle is on its way.
  const pending = toggle.formData ? !(latest?.bookmarked ?? false) : undefined;
  const isSaved = pending ?? latest?.bookmarked ?? false;
  const hasVisitor = visitorId !== null;
  const isSending = toggle.state !== 'idle';

  return (
    <div>
      <toggle.Form method="post" action="/aksi/bookmark" defaultShouldRevalidate={false}>
        <input type="hidden" name="news_id" value={newsId} />
        <button
          type="submit"
          disabled={!hasVisitor}
          {...whileSending(isSending)}
          className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold ring-1 transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait ${
            isSaved ? 'bg-brand ring-brand text-white' : 'bg-surface text-brand-800 ring-line hover:bg-brand-50'
          }`}
        >
          <BookmarkIcon filled={isSaved} className="size-5" />
          {isSaved ? 'Tersimpan' : 'Simpan artikel'}
        </button>
      </toggle.Form>
      <p className="text-ink-muted mt-1.5 text-xs" aria-live="polite">
        {!hasVisitor
          ? 'Setujui penggunaan cookie untuk menyimpan artikel.'
          : toggled && !toggled.ok
            ? toggled.message
            : (toggled?.message ?? '')}
      </p>
      {isSaved ? (
        <Link to="/blog/tersimpan" className="text-brand-700 mt-1 inline-block text-xs font-semibold hover:underline">
          Lihat semua artikel tersimpan <span aria-hidden="true">→</span>
        </Link>
      ) : null}
    </div>
  );
}
