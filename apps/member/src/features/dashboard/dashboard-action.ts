import { type ActionFunctionArgs } from 'react-router';
import { memberApi } from '../../lib/api';
import { type FormResult, invalidForm, toFormFailure } from '../../lib/form-failure';
import { memberSession } from '../../lib/session';
import {
  checkConfirmation,
  checkMobile,
  checkName,
  checkNewPassword,
  checkOptionalName,
  formValues,
  required,
  validate,
} from '../../lib/validation';

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'mobilephone',
  'member_image',
  'remove_photo',
] as const;
const PASSWORD_FIELDS = ['current_password', 'new_password', 'new_password_confirmation'] as const;

async function updateProfile(form: FormData): Promise<FormResult> {
  const v = formValues(form, PROFILE_FIELDS);
  const fieldErrors = validate(v, {
    first_name: checkName('Nama depan'),
    last_name: checkOptionalName('Nama belakang'),
    mobilephone: checkMobile,
  });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);
  try {
    const profile = await memberApi.updateMemberProfile({
      body: {
        first_name: v.first_name?.trim() ?? '',
        last_name: v.last_name?.trim() ?? '',
        mobilephone: v.mobilephone?.trim() ?? '',
        ...(v.member_image ? { member_image: v.member_image } : {}),
        ...(v.remove_photo === 'true' ? { remove_photo: true } : {}),
      },
    });
    memberSession.setProfile(profile);
  } catch (error) {
    return toFormFailure(error, PROFILE_FIELDS);
  }
  return { ok: true, message: 'Profil berhasil diperbarui.' };
}

async function changePassword(form: FormData): Promise<FormResult> {
  const v = formValues(form, PASSWORD_FIELDS);
  const fieldErrors = validate(v, {
    current_password: required('Kata sandi lama'),
    new_password: checkNewPassword,
    new_password_confirmation: checkConfirmation(v.new_password ?? ''),
  });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);
  try {
    await memberApi.changeMemberPassword({
      body: { current_password: v.current_password ?? '', new_password: v.new_password ?? '' },
    });
  } catch (error) {
    return toFormFailure(error, PASSWORD_FIELDS);
  }
  return {
    ok: true,
    message: 'Kata sandi berhasil diubah. Sesi Anda di perangkat dan situs lain telah diakhiri.',
  };
}

/** The dashboard's two forms, told apart by their `intent`. */
export async function dashboardAction({ request }: ActionFunctionArgs): Promise<FormResult> {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'profile') return updateProfile(form);
  if (intent === 'password') return changePassword(form);
  return { ok: false, message: 'Permintaan tidak dikenali.', fieldErrors: {} };
}
