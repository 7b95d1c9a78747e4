import { publicApi } from '../../lib/api.server';
import {
  failure,
  failureStatus,
  jsonNoStore,
  methodNotAllowed,
  sameSiteForm,
  toFailure,
} from '../../lib/engagement-api.server';
import { formText, hasErrors, normalizeEmail, validateProblemReport } from '../../lib/engagement-forms';
import type { Route } from './+types/problem-report';

export function loader() {
  return methodNotAllowed('POST');
}

/** `POST /aksi/laporan-masalah`: the help button's problem report, with the page it came from. */
export async function action({ request }: Route.ActionArgs) {
  const form = await sameSiteForm(request);
  if (form instanceof Response) return form;
  const description = formText(form, 'description').trim();
  const email = normalizeEmail(formText(form, 'email'));
  const fieldErrors = validateProblemReport({ description, email });
  if (hasErrors(fieldErrors)) {
    return jsonNoStore(failure(400, 'Periksa kembali isian laporan.', fieldErrors), { status: 400 });
  }
  const page = formText(form, 'page').trim().slice(0, 500) || '/';
  try {
    await publicApi.storeProblemReport({
      body: { page, description, ...(email ? { email } : {}), captcha: formText(form, 'captcha') },
    });
    return jsonNoStore({ ok: true, message: 'Terima kasih, laporan Anda sudah kami terima.' });
  } catch (cause) {
    const result = toFailure('POST problem-report', cause);
    return jsonNoStore(result, { status: failureStatus(result) });
  }
}
