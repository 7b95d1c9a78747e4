import {
  failureStatus,
  jsonNoStore,
  methodNotAllowed,
  sameSiteForm,
  toFailure,
  visitorIdCookie,
  visitorIdOf,
} from '../../lib/engagement-api.server';
import { publicApi } from '../../lib/api.server';
import type { Route } from './+types/visitor-session';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * `POST /aksi/pengunjung`: the cookie banner's OK (SPEC section 4). Creates a visitor session
 * and stores its signed client id in the `visitor-id` cookie for a year. A browser that already
 * has one keeps it.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  if (visitorIdOf(request)) return jsonNoStore({ ok: true, message: '' });
  try {
    const session = await publicApi.createVisitorSession({ signal: request.signal });
    return jsonNoStore(
      { ok: true, message: '' },
      { headers: { 'Set-Cookie': visitorIdCookie(session.client_id) } },
    );
  } catch (cause) {
    const result = toFailure('GET session/create', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
