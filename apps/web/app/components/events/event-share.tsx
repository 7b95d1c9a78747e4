import { whileSending } from '@sbc/ui/while-sending';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { shareVisitsLabel } from '../../lib/event-labels';
import type { ShareResult } from '../../lib/event-types';
import { useHydrated } from '../../lib/use-hydrated';
import { useVisitorId } from '../engagement/use-visitor-id';
import { ShareIcon } from './event-icons';
import { ShareLink } from './share-link';

/** Props of {@link EventShare}. */
export interface EventShareProps {
  slug: string;
  title: string;
}

/**
 * Reports a visit that came through a share link (`?ref=`), once per page view. The API counts a
 * person once by their visitor id, so this waits for one: right away for a returning visitor,
 * after the cookie notice's OK for a first-time one (never counted before they accept it).
 */
function useCountShareVisit(slug: string) {
  const visitorId = useVisitorId();
  const counter = useFetcher();
  const counted = useRef(false);
  const load = counter.load;
  useEffect(() => {
    if (counted.current || !visitorId) return;
    counted.current = true;
    const ref = new URLSearchParams(window.location.search).get('ref');
    if (ref) void load(`/event/${slug}/bagikan.json?ref=${encodeURIComponent(ref)}`);
  }, [slug, load, visitorId]);
}

/**
 * Sharing: this visitor's own link (the same one each time, counting the people who open it),
 * with a copy button, a WhatsApp link and how many people opened it so far. Asked for on request
 * through the page's resource route, never during rendering.
 */
export function EventShare({ slug, title }: EventShareProps) {
  useCountShareVisit(slug);
  const fetcher = useFetcher<ShareResult>();
  const result = fetcher.data;
  const busy = fetcher.state !== 'idle';
  // The page's HTML shows the button before its script has loaded (after the page settles): until
  // then a press would do nothing, so it stays disabled.
  const ready = useHydrated();
  const create = () =>
    fetcher.submit(null, {
      method: 'post',
      action: `/event/${slug}/bagikan.json`,
      defaultShouldRevalidate: false,
    });
  return (
    <section
      aria-labelledby="bagikan-event"
      className="bg-surface ring-line rounded-2xl p-5 shadow-sm ring-1"
    >
      <h2 id="bagikan-event" className="text-brand-900 flex items-center gap-2 font-bold">
        <ShareIcon className="size-5" />
        Bagikan event ini
      </h2>
      {result?.ok ? (
        <>
          <ShareLink url={result.url} title={title} />
          <p className="text-ink-muted mt-3 text-sm">{shareVisitsLabel(result.visits)}</p>
        </>
      ) : (
        <>
          <p className="text-ink-muted mt-2 text-sm">
            Ajak keluarga dan teman. Tautan Anda mencatat berapa orang yang membukanya.
          </p>
          <button
            type="button"
            disabled={!ready}
            {...whileSending(busy, () => void create())}
            className="bg-brand-50 text-brand-800 hover:bg-brand-100 mt-4 w-full rounded-full px-4 py-2.5 text-sm font-semibold disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60"
          >
            {busy ? 'Membuat tautan…' : 'Buat tautan berbagi'}
          </button>
          {result && !result.ok ? (
            <p role="alert" className="text-danger mt-2 text-sm">
              {result.message}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
