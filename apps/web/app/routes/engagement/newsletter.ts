import { publicApi } from '../../lib/api.server';
import {
  failure,
  failureStatus,
  jsonNoStore,
  memberTokenOf,
  publicApiFor,
  renewedVisitor,
  sameSiteForm,
  toFailure,
  visitorIdOf,
  withVisitorId,
} from '../../lib/engagement-api.server';
import { formText, hasErrors, normalizeEmail, validateNewsletterEmail } from '../../lib/engagement-forms';
import type { Route } from './+types/newsletter';

/** SPEC section 8: the Success dialog's text. */
const SUBSCRIBED_MESSAGE = 'Terima kasih telah mendaftar newsletter SBC. Cek email Anda untuk konfirmasi.';

/** What the newsletter section says of this reader: `status` of `member/track-subscriber`. */
export type NewsletterStatus = 'none' | 'pending' | 'active' | 'unsubscribed';

/**
 * `GET /aksi/newsletter`: whether this visitor (their visitor id) or the logged-in member's email
 * is subscribed (`member/track-subscriber`), for the page to show; per reader, never cached.
 * Nothing to say, or the API unreachable, answers `none`: the form is shown as usual.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const clientId = visitorIdOf(request);
  if (!clientId && !memberTokenOf(request)) return jsonNoStore({ status: 'none' });
  try {
    const state = await publicApiFor(request).trackSubscriber({ query: { client_id: clientId ?? undefined } });
    return jsonNoStore({ status: state.status });
  } catch {
    return jsonNoStore({ status: 'none' });
  }
}

/** Records the subscription as a visitor action; tracking is best effort and never fails the form. */
async function trackSubscribe(clientId: string | null, page: string, ref: string): Promise<void> {
  if (!clientId) return;
  try {
    await publicApi.trackAction({
      body: { client_id: clientId, action: 'subscribe', page: page.slice(0, 500), ref: ref.slice(0, 500) },
    });
  } catch {
    // SPEC section 7: the tracking call follows the subscription; its failure is not the visitor's problem.
  }
}

/**
 * `POST /aksi/newsletter`: subscribes an email (lower-cased, SPEC section 5) with the visitor's
 * id when the cookie is there, then tracks the `subscribe` action with the page and referrer.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const email = normalizeEmail(formText(form, 'email'));
  const fieldErrors = validateNewsletterEmail(email);
  if (hasErrors(fieldErrors)) {
    return jsonNoStore(failure(400, fieldErrors.email ?? 'Email tidak valid', fieldErrors), { status: 400 });
  }
  const usable = (id: string | null) => (id && id.length >= 10 && id.length <= 100 ? id : null);
  let subscribed: { value: string | null; setCookie: string | null };
  try {
    subscribed = await withVisitorId(request, async (visitorId) => {
      const clientId = usable(visitorId);
      await publicApi.createSubscriber({ body: { email, ...(clientId ? { client_id: clientId } : {}) } });
      return clientId;
    });
  } catch (cause) {
    const result = toFailure('POST create-subscriber', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
  await trackSubscribe(subscribed.value, formText(form, 'page'), formText(form, 'ref'));
  return jsonNoStore({ ok: true, message: SUBSCRIBED_MESSAGE }, { headers: renewedVisitor(subscribed.setCookie) });
}
