import { type ActionFunctionArgs } from 'react-router';
import { quietMemberApi } from '../../lib/api';
import { type FormResult, invalidForm, toFormFailure } from '../../lib/form-failure';
import { checkEmail, formValues, validate } from '../../lib/validation';

/** The API answers the same whether the address is known or not, and so does this page. */
export const RESET_SENT_MESSAGE =
  'Jika email tersebut terdaftar, kami telah mengirim tautan untuk mengatur ulang kata sandi. Periksa kotak masuk (juga folder spam); tautan berlaku 60 menit.';

/** Asks the API to email a reset link. */
export async function forgotPasswordAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const values = formValues(await request.formData(), ['email']);
  const fieldErrors = validate(values, { email: checkEmail });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);
  try {
    await quietMemberApi.forgotPassword({ body: { email: values.email?.trim() ?? '' } });
  } catch (error) {
    return toFormFailure(error, ['email']);
  }
  return { ok: true, message: RESET_SENT_MESSAGE };
}
