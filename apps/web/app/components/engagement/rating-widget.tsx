import { whileSending } from '@sbc/ui/while-sending';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { recheckMemberCookies } from '../../lib/member-session';
import type { ActionResult, RatingState } from '../../lib/engagement-types';
import { StarIcon } from './engagement-icons';
import { StarRatingInput } from './star-rating-input';
import { useLoginHref } from './use-login-href';

type RatingAnswer = ActionResult<RatingState>;

function formatAverage(average: number): string {
  return average.toLocaleString('id-ID', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Five stars, as many filled as the rounded average. */
function AverageStars({ average }: { average: number }) {
  const full = Math.round(average);
  return (
    <span className="flex" aria-hidden="true">
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} filled={star <= full} className={`size-5 ${star <= full ? 'text-amber-400' : 'text-line'}`} />
      ))}
    </span>
  );
}

/** While a rating is sent the stars keep the choice being sent (and their focus: not disabled). */
const keepChoice = () => undefined;

/**
 * A post's rating: the average and count for everyone; a member who has not rated yet chooses
 * 1 to 5 stars (after `rating/validation_add` allows it), then sees "Terima kasih".
 */
export function RatingWidget({ newsId }: { newsId: number }) {
  const state = useFetcher<RatingAnswer>();
  const send = useFetcher<RatingAnswer>();
  const [choice, setChoice] = useState<number | null>(null);
  const loginHref = useLoginHref('penilaian');
  const { load } = state;

  useEffect(() => {
    void load(`/aksi/rating?news_id=${newsId}`);
  }, [load, newsId]);

  const isSending = send.state !== 'idle';
  const sent = isSending ? undefined : send.data;
  const loaded = state.data?.ok ? state.data : undefined;
  useEffect(() => {
    if (state.data || sent) recheckMemberCookies();
  }, [state.data, sent]);
  const current = sent?.ok ? sent : loaded;

  return (
    <section id="penilaian" aria-labelledby="penilaian-judul" className="bg-surface ring-line rounded-2xl p-5 ring-1">
      <h2 id="penilaian-judul" className="text-brand-900 text-lg font-bold">
        Penilaian pembaca
      </h2>
      {!current ? (
        <p className="text-ink-subtle mt-2 text-sm" aria-live="polite">
          {state.data && !state.data.ok ? state.data.message : 'Memuat penilaian…'}
        </p>
      ) : (
        <>
          <p className="mt-2 flex flex-wrap items-center gap-2">
            <AverageStars average={current.average} />
            <span className="text-ink font-bold">{current.count > 0 ? formatAverage(current.average) : '–'}</span>
            <span className="text-ink-muted text-sm">
              {current.count > 0 ? `dari 5 · ${current.count} penilaian` : 'Belum ada penilaian'}
            </span>
          </p>
          <div className="mt-4">
            {sent?.ok ? (
              <p role="status" className="text-success font-semibold">
                Terima kasih! Penilaian Anda ({sent.myRating} bintang) sudah tersimpan.
              </p>
            ) : current.canRate ? (
              <send.Form method="post" action="/aksi/rating" defaultShouldRevalidate={false} className="space-y-3">
                <input type="hidden" name="news_id" value={newsId} />
                <StarRatingInput name="rating" value={choice} onChange={isSending ? keepChoice : setChoice} />
                <button
                  type="submit"
                  disabled={choice === null}
                  {...whileSending(isSending)}
                  className="bg-brand hover:bg-brand-700 rounded-full px-5 py-2 text-sm font-bold text-white transition disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-wait aria-disabled:opacity-50"
                >
                  {isSending ? 'Mengirim…' : 'Kirim penilaian'}
                </button>
                {sent && !sent.ok ? (
                  <p role="alert" className="text-danger text-sm font-medium">
                    {sent.message}
                  </p>
                ) : null}
              </send.Form>
            ) : current.isMember ? (
              <p className="text-ink-muted text-sm">
                {current.myRating ? `Anda sudah memberi ${current.myRating} bintang untuk artikel ini.` : 'Anda sudah menilai artikel ini.'}
              </p>
            ) : (
              <a href={loginHref} className="text-brand-800 text-sm font-semibold hover:underline">
                Masuk untuk memberi penilaian
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
