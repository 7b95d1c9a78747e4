import { publicApi } from '../../lib/api.server';
import {
  asMemberOrVisitor,
  endedSessionAnswer,
  failure,
  failureStatus,
  jsonNoStore,
  memberTokenOf,
  publicApiFor,
  readId,
  sameSiteForm,
  toFailure,
} from '../../lib/engagement-api.server';
import type { RatingState } from '../../lib/engagement-types';
import { forgetEndedSession, isEndedSession } from '../../lib/member-session.server';
import type { Route } from './+types/rating';

const VISITOR = { isMember: false, canRate: false, myRating: null };

/** Whether this member may rate; a member whose session ended reads as a visitor. */
async function memberRating(request: Request, newsId: number) {
  const { value, ended } = await asMemberOrVisitor(request, async (api, asMember) => {
    if (!asMember) return VISITOR;
    const check = await api.validateRating({ body: { news_id: newsId } });
    return { isMember: true, canRate: check.can_rate, myRating: check.rating };
  });
  return { member: value, ended };
}

/** `GET /aksi/rating?news_id=`: the post's average and count, and whether this member may rate. */
export async function loader({ request }: Route.LoaderArgs) {
  const newsId = readId(new URL(request.url).searchParams.get('news_id'));
  if (newsId === null) return jsonNoStore(failure(400, 'Artikel tidak dikenal'), { status: 400 });
  try {
    const [summary, { member, ended }] = await Promise.all([
      publicApi.getRatingAverage({ query: { id: newsId } }, { signal: request.signal }),
      memberRating(request, newsId),
    ]);
    const state: RatingState = { average: summary.average, count: summary.count, ...member };
    return jsonNoStore({ ok: true, message: '', ...state }, { headers: ended ? forgetEndedSession() : undefined });
  } catch (cause) {
    const result = toFailure('GET rating/average', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}

/** `POST /aksi/rating`: a member rates the post 1 to 5 stars, once. */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const newsId = readId(form.get('news_id'));
  const rating = readId(form.get('rating'));
  if (newsId === null || rating === null || rating > 5) {
    return jsonNoStore(failure(400, 'Pilih nilai 1 sampai 5 bintang.'), { status: 400 });
  }
  if (memberTokenOf(request) === null) {
    return jsonNoStore(failure(401, 'Silakan masuk terlebih dahulu untuk memberi penilaian.'), { status: 401 });
  }
  try {
    const summary = await publicApiFor(request).addRating({ body: { news_id: newsId, rating } });
    const state: RatingState = {
      average: summary.average,
      count: summary.count,
      isMember: true,
      canRate: false,
      myRating: rating,
    };
    return jsonNoStore({ ok: true, message: 'Terima kasih atas penilaian Anda.', ...state });
  } catch (cause) {
    if (isEndedSession(cause)) return endedSessionAnswer();
    const result = toFailure('POST rating/add_stored', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
