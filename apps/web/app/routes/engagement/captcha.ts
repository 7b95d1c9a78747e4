import { publicApi } from '../../lib/api.server';
import { failureStatus, jsonNoStore, methodNotAllowed, toFailure } from '../../lib/engagement-api.server';
import type { Route } from './+types/captcha';

/**
 * `GET /aksi/captcha`: a fresh proof-of-work challenge for a public form (valid 10 minutes,
 * once), fetched when the visitor starts filling the form in.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    const challenge = await publicApi.getCaptchaChallenge({ signal: request.signal });
    return jsonNoStore({ ok: true, message: '', challenge });
  } catch (cause) {
    const result = toFailure('GET captcha/challenge', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}

export function action() {
  return methodNotAllowed('GET');
}
