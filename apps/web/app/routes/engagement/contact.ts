import { publicApi } from '../../lib/api.server';
import {
  failure,
  failureStatus,
  jsonNoStore,
  methodNotAllowed,
  sameSiteForm,
  toFailure,
} from '../../lib/engagement-api.server';
import { formText, hasErrors, normalizeEmail, validateContact } from '../../lib/engagement-forms';
import type { Route } from './+types/contact';

export function loader() {
  return methodNotAllowed('POST');
}

/**
 * `POST /aksi/kontak`: the contact form. Checked here with the browser's rules (so a message
 * never reaches the API half-filled), then stored by the API, which verifies the captcha.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const values = {
    name: formText(form, 'name').trim(),
    email: normalizeEmail(formText(form, 'email')),
    phone: formText(form, 'phone').trim(),
    subject: formText(form, 'subject').trim(),
    message: formText(form, 'message').trim(),
  };
  const fieldErrors = validateContact(values);
  if (hasErrors(fieldErrors)) {
    return jsonNoStore(failure(400, 'Periksa kembali isian formulir.', fieldErrors), { status: 400 });
  }
  try {
    await publicApi.storeContactMessage({ body: { ...values, captcha: formText(form, 'captcha') } });
    return jsonNoStore({
      ok: true,
      message: 'Terima kasih, pesan Anda sudah kami terima. Tim kami akan membalas melalui email.',
    });
  } catch (cause) {
    const result = toFailure('POST contactus/stored', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
