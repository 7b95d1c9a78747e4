import { type ActionFunctionArgs } from 'react-router';
import { quietMemberApi } from '../../lib/api';
import { type FormFailure, invalidForm, toFormFailure } from '../../lib/form-failure';
import {
  checkConfirmation,
  checkEmail,
  checkMobile,
  checkName,
  checkNewPassword,
  checkOptionalName,
  formValues,
  validate,
} from '../../lib/validation';
import { finishLogin } from './after-login';

const FIELDS = [
  'first_name',
  'last_name',
  'email',
  'mobilephone',
  'password',
  'password_confirmation',
] as const;

/** Checks the form, registers with the API (which logs the new member in), then goes on. */
export async function registerAction({
  request,
}: ActionFunctionArgs): Promise<FormFailure | Response> {
  const v = formValues(await request.formData(), FIELDS);
  const fieldErrors = validate(v, {
    first_name: checkName('Nama depan'),
    last_name: checkOptionalName('Nama belakang'),
    email: checkEmail,
    mobilephone: checkMobile,
    password: checkNewPassword,
    password_confirmation: checkConfirmation(v.password ?? ''),
  });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);

  let session;
  try {
    session = await quietMemberApi.registerMember({
      body: {
        first_name: v.first_name?.trim() ?? '',
        last_name: v.last_name?.trim() ?? '',
        email: v.email?.trim() ?? '',
        mobilephone: v.mobilephone?.trim() ?? '',
        password: v.password ?? '',
      },
    });
  } catch (error) {
    return toFormFailure(error, FIELDS);
  }
  return finishLogin(session, request);
}
