import { publicApi } from '../../lib/api.server';
import {
  failure,
  failureStatus,
  jsonNoStore,
  methodNotAllowed,
  readId,
  renewedVisitor,
  sameSiteForm,
  toFailure,
  visitorIdOf,
  withVisitorId,
} from '../../lib/engagement-api.server';
import { formText } from '../../lib/engagement-forms';
import type { Route } from './+types/helpful';

export function loader() {
  return methodNotAllowed('POST');
}

/** `POST /aksi/membantu`: 'Apakah artikel ini membantu?' once per visitor; answers the totals. */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const newsId = readId(form.get('news_id'));
  const answer = formText(form, 'helpful');
  if (newsId === null || (answer !== 'yes' && answer !== 'no')) {
    return jsonNoStore(failure(400, 'Jawaban tidak dikenal'), { status: 400 });
  }
  if (!visitorIdOf(request)) {
    return jsonNoStore(failure(400, 'Setujui penggunaan cookie terlebih dahulu untuk menjawab.'), { status: 400 });
  }
  try {
    const { value: totals, setCookie } = await withVisitorId(request, (visitorId) =>
      publicApi.answerHelpful({
        body: { client_id: visitorId ?? '', news_id: newsId, helpful: answer === 'yes' },
      }),
    );
    return jsonNoStore(
      { ok: true, message: 'Terima kasih atas masukan Anda.', ...totals },
      { headers: renewedVisitor(setCookie) },
    );
  } catch (cause) {
    const result = toFailure('POST answer/helpful_content', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
