import { isApiError } from '@sbc/api-client';
import { looksLikeEmail } from '@sbc/format/email';
import { ADMIN_HOME_PATH } from '@sbc/session/guards';
import { type ActionFunctionArgs, redirect } from 'react-router';
import { adminApi } from '../../lib/api';
import { takeReturnPath } from '../../lib/return-path';
import { adminSession } from '../../lib/session';

/** What the login form shows after a failed attempt. */
export interface LoginFailure {
  message: string;
  fieldErrors: Partial<Record<'email' | 'password', string>>;
}

const NETWORK_MESSAGE = 'Tidak dapat terhubung ke server. Periksa koneksi Anda, lalu coba lagi.';

/**
 * The mistakes the form can tell before sending, in the API's words (the form is `noValidate`:
 * the browser's own bubbles would speak English). An attempt never sent counts against no limit.
 */
export function checkLoginFields(email: string, password: string): LoginFailure['fieldErrors'] {
  const errors: LoginFailure['fieldErrors'] = {};
  if (!email) errors.email = 'Email wajib diisi';
  else if (!looksLikeEmail(email)) errors.email = 'Format email tidak valid';
  if (!password) errors.password = 'Kata sandi wajib diisi';
  return errors;
}

/** Logs in with the API, stores the token and profile, then opens the page the admin was sent away from, else the console's home. */
export async function loginAction({
  request,
}: ActionFunctionArgs): Promise<LoginFailure | Response> {
  const form = await request.formData();
  const email = String(form.get('email') ?? '').trim();
  const password = String(form.get('password') ?? '');
  const fieldErrors = checkLoginFields(email, password);
  // The fields say what is wrong; there is nothing to add above them.
  if (Object.keys(fieldErrors).length) return { message: '', fieldErrors };

  try {
    const { token } = await adminApi.adminLogin({ body: { email, password } });
    await adminSession.login(token, () => adminApi.getAdminProfile());
  } catch (error) {
    if (!isApiError(error)) return { message: NETWORK_MESSAGE, fieldErrors: {} };
    const fieldErrors: LoginFailure['fieldErrors'] = {};
    for (const { field, message } of error.errors) {
      if (field === 'email' || field === 'password') fieldErrors[field] ??= message;
    }
    return { message: error.message, fieldErrors };
  }
  // Absolute, so the router keeps `/admin/` as it is (a relative `/` would become `/admin`).
  return redirect(new URL(takeReturnPath() ?? ADMIN_HOME_PATH, request.url).href);
}
