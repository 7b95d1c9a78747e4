import { isApiError } from '@sbc/api-client/core';
import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { quietMemberApi } from '../../lib/api';
import { memberSession } from '../../lib/session';
import { type FormFailure, invalidForm, toFormFailure } from '../../lib/form-failure';
import { checkConfirmation, checkNewPassword, formValues, validate } from '../../lib/validation';

/** Shown for a missing, malformed, used or expired reset link. */
export const INVALID_LINK_MESSAGE =
  'Tautan atur ulang kata sandi tidak berlaku, sudah dipakai, atau sudah kedaluwarsa. Silakan minta tautan baru.';

/** What the reset page shows after a submission. */
export type ResetResult =
  FormFailure | { ok: true; message: string } | { ok: false; isLinkInvalid: true; message: string };

const FIELDS = ['password', 'password_confirmation'] as const;

/** The token of the emailed link (`?token=`), or `null` when it cannot be one. */
export function resetTokenOf(search: URLSearchParams): string | null {
  const token = search.get('token')?.trim() ?? '';
  return token.length >= 10 && token.length <= 200 ? token : null;
}

/** Whether the link can still be used, asked before the member types a new password. */
export type ResetLinkState = { isValid: true } | { isValid: false; message: string };

/**
 * `/reset-password?token=`: a used or expired link says so at once. When the check itself fails
 * (network), the form is shown and the submission gives the answer.
 */
export async function resetPasswordLoader({ request }: LoaderFunctionArgs): Promise<ResetLinkState> {
  const token = resetTokenOf(new URL(request.url).searchParams);
  if (!token) return { isValid: false, message: INVALID_LINK_MESSAGE };
  try {
    await quietMemberApi.checkResetToken({ query: { token } });
    return { isValid: true };
  } catch (error) {
    if (isApiError(error) && (error.httpStatus === 410 || error.httpStatus === 400)) {
      return { isValid: false, message: error.httpStatus === 410 ? error.message : INVALID_LINK_MESSAGE };
    }
    return { isValid: true };
  }
}

/**
 * A submission is answered by the action; checking the link again afterwards would only find
 * it used once the reset succeeded (a reload still checks it).
 */
export function resetPasswordShouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return formMethod ? false : defaultShouldRevalidate;
}

/** Sets the new password with the link's token; every session of the member ends. */
export async function resetPasswordAction({ request }: ActionFunctionArgs): Promise<ResetResult> {
  const token = resetTokenOf(new URL(request.url).searchParams);
  if (!token) return { ok: false, isLinkInvalid: true, message: INVALID_LINK_MESSAGE };
  const v = formValues(await request.formData(), FIELDS);
  const fieldErrors = validate(v, {
    password: checkNewPassword,
    password_confirmation: checkConfirmation(v.password ?? ''),
  });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);
  try {
    await quietMemberApi.resetPassword({ body: { token, password: v.password ?? '' } });
  } catch (error) {
    if (
      isApiError(error) &&
      (error.httpStatus === 410 || error.errors.some((e) => e.field === 'token'))
    ) {
      return {
        ok: false,
        isLinkInvalid: true,
        message: error.httpStatus === 410 ? error.message : INVALID_LINK_MESSAGE,
      };
    }
    return toFormFailure(error, FIELDS);
  }
  // The API has ended every session, this host's included.
  memberSession.logout();
  return {
    ok: true,
    message: 'Kata sandi berhasil diubah. Silakan masuk dengan kata sandi baru Anda.',
  };
}
