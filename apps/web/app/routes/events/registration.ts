import {
  isSameSiteRequest,
  logEventFailure,
  privateJson,
  readEventReader,
} from '../../lib/event-api.server';
import { findEventDetail } from '../../lib/event-load.server';
import {
  checkRegistration,
  registerReader,
  resendConfirmation,
} from '../../lib/event-registration.server';
import type { RegistrationCheck, RegistrationResult } from '../../lib/event-types';
import { NO_STORE_HEADERS } from '../../lib/event-http';
import { forgetEndedSession } from '../../lib/member-session.server';
import type { Route } from './+types/registration';

const UNAVAILABLE =
  'Layanan pendaftaran sedang tidak dapat dihubungi. Silakan coba lagi sebentar lagi.';

/** Personal answers: also when fetched through React Router's `.data` requests. */
export const headers = () => NO_STORE_HEADERS;

/**
 * `GET /event/:slug/pendaftaran.json`: the reader's own registration state, asked by the event
 * page after it is shown (the page itself is the same for everyone). Member token and visitor id
 * come from the request's cookies.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const reader = readEventReader(request);
  if (!reader.memberToken && !reader.visitorId)
    return privateJson({ kind: 'visitor' } satisfies RegistrationCheck);
  try {
    const event = await findEventDetail(params.slug);
    if (!event) return privateJson({ kind: 'visitor' } satisfies RegistrationCheck);
    const { check, sessionEnded } = await checkRegistration(reader, event.id);
    return privateJson(check, 200, sessionEnded ? forgetEndedSession() : undefined);
  } catch (cause) {
    logEventFailure('POST event/check_registered_event', cause);
    return privateJson({ kind: 'unavailable' } satisfies RegistrationCheck);
  }
}

/**
 * `POST /event/:slug/pendaftaran.json` with `intent=register` (a member with `as=member`, else a
 * visitor's name, email and phone) or `intent=resend` (the confirmation email again).
 */
export async function action({ request, params }: Route.ActionArgs) {
  if (!isSameSiteRequest(request)) return privateJson({ ok: false }, 403);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get('intent') === 'resend' ? 'resend' : 'register';
  const unavailable = (status: number, message: string): RegistrationResult => ({
    ok: false,
    intent,
    status,
    message,
    fieldErrors: {},
  });
  let event;
  try {
    event = await findEventDetail(params.slug);
  } catch (cause) {
    logEventFailure('GET event/detail', cause);
    return privateJson(unavailable(503, UNAVAILABLE));
  }
  if (!event) return privateJson(unavailable(404, 'Event tidak ditemukan.'));
  const reader = readEventReader(request);
  const result =
    intent === 'resend'
      ? await resendConfirmation(reader, event.id)
      : await registerReader(reader, event.id, form);
  // A member whose session ended is logged out here; the page offers the visitor's form again.
  const ended = !result.ok && result.status === 401 && reader.memberToken !== null;
  return privateJson(result, 200, ended ? forgetEndedSession() : undefined);
}
