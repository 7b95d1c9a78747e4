import { whileSending } from '@sbc/ui/while-sending';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult, HelpfulTotals } from '../../lib/engagement-types';
import { ThumbDownIcon, ThumbUpIcon } from './engagement-icons';
import { useVisitorId } from './use-visitor-id';

type HelpfulAnswer = ActionResult<HelpfulTotals>;

const storageKey = (newsId: number) => `sbc:helpful:${newsId}`;

function readStoredTotals(newsId: number): HelpfulTotals | null {
  try {
    const raw = window.localStorage.getItem(storageKey(newsId));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    const totals = parsed as Partial<HelpfulTotals> | null;
    return typeof totals?.yes === 'number' && typeof totals.no === 'number' ? { yes: totals.yes, no: totals.no } : null;
  } catch {
    return null;
  }
}

const choice =
  'bg-surface text-brand-800 ring-line hover:bg-brand-50 inline-flex items-center gap-2 rounded-full px-5 py-2 text-sm font-semibold ring-1 transition disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60';

/**
 * 'Apakah artikel ini membantu?' with Ya and Tidak, once per visitor (the API keeps the answer);
 * the totals show after answering and on later visits from this browser.
 */
export function HelpfulPoll({ newsId }: { newsId: number }) {
  const visitorId = useVisitorId();
  const fetcher = useFetcher<HelpfulAnswer>();
  // Read once in the browser; the server (and the hydrating render, which shows nothing) has no storage.
  const [stored] = useState<HelpfulTotals | null>(() =>
    typeof window === 'undefined' ? null : readStoredTotals(newsId),
  );
  const answer = fetcher.state === 'idle' ? fetcher.data : undefined;

  useEffect(() => {
    if (!answer?.ok) return;
    try {
      window.localStorage.setItem(storageKey(newsId), JSON.stringify({ yes: answer.yes, no: answer.no }));
    } catch {
      // Without storage the totals simply are not remembered.
    }
  }, [answer, newsId]);

  // The buttons make way for the answer: the keyboard's focus goes to it, not to the page's start.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (answer) outcomeRef.current?.focus();
  }, [answer]);

  if (visitorId === undefined) return null;
  const totals = answer?.ok ? answer : stored;
  const alreadyAnswered = answer && !answer.ok && answer.status === 409;

  return (
    <div aria-live="polite">
      <p className="text-ink font-semibold">Apakah artikel ini membantu?</p>
      {totals ? (
        <p ref={outcomeRef} tabIndex={-1} className="text-ink-muted mt-2 text-sm">
          <span className="text-success font-semibold">Terima kasih atas masukan Anda.</span>{' '}
          {totals.yes} pembaca merasa terbantu, {totals.no} belum.
        </p>
      ) : alreadyAnswered ? (
        <p ref={outcomeRef} tabIndex={-1} className="text-ink-muted mt-2 text-sm">
          Anda sudah menjawab pertanyaan ini. Terima kasih!
        </p>
      ) : (
        <fetcher.Form method="post" action="/aksi/membantu" defaultShouldRevalidate={false} className="mt-2 flex flex-wrap items-center gap-2">
          <input type="hidden" name="news_id" value={newsId} />
          <button type="submit" name="helpful" value="yes" disabled={!visitorId} {...whileSending(fetcher.state !== 'idle')} className={choice}>
            <ThumbUpIcon className="size-5" /> Ya
          </button>
          <button type="submit" name="helpful" value="no" disabled={!visitorId} {...whileSending(fetcher.state !== 'idle')} className={choice}>
            <ThumbDownIcon className="size-5" /> Tidak
          </button>
          {!visitorId ? (
            <span className="text-ink-muted text-xs">Setujui penggunaan cookie untuk menjawab.</span>
          ) : answer && !answer.ok ? (
            <span role="alert" className="text-danger text-sm">{answer.message}</span>
          ) : null}
        </fetcher.Form>
      )}
    </div>
  );
}
