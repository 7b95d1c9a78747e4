import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { adminApi } from '../../lib/api';
import { requireSession } from '../../lib/require-session';
import { describeError, isApiError } from '../../lib/errors';
import { adminSession } from '../../lib/session';
import { type PasswordErrors, type PasswordField, checkPasswordChange } from './password-rules';

/** `/admin/account`: the admin's own profile, fresh from the API (and cached again). */
export async function accountLoader({ request }: LoaderFunctionArgs) {
  requireSession(request);
  const profile = await adminApi.getAdminProfile({ signal: request.signal });
  adminSession.setProfile(profile);
  return profile;
}

/** What the password form shows after sending. */
export type PasswordResult =
  { ok: true; savedAt: number } | { ok: false; message?: string; fieldErrors: PasswordErrors };

/** Changes the password; the API revokes every other session of this admin. */
export async function passwordAction({ request }: ActionFunctionArgs): Promise<PasswordResult> {
  requireSession(request);
  const form = await request.formData();
  const read = (name: PasswordField) => String(form.get(name) ?? '');
  const input = {
    current_password: read('current_password'),
    new_password: read('new_password'),
    confirmation: read('confirmation'),
  };
  const fieldErrors = checkPasswordChange(input);
  if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  try {
    await adminApi.updateAdminPassword({
      body: { current_password: input.current_password, new_password: input.new_password },
    });
    return { ok: true, savedAt: Date.now() };
  } catch (error) {
    const apiErrors: PasswordErrors = {};
    if (isApiError(error)) {
      for (const { field, message } of error.errors) {
        if (field === 'current_password' || field === 'new_password') apiErrors[field] ??= message;
      }
    }
    return { ok: false, message: describeError(error).message, fieldErrors: apiErrors };
  }
}
