import { type ActionFunctionArgs } from 'react-router';
import { quietMemberApi } from '../../lib/api';
import { type FormFailure, invalidForm, toFormFailure } from '../../lib/form-failure';
import { checkEmail, formValues, required, validate } from '../../lib/validation';
import { finishLogin } from './after-login';

const FIELDS = ['email', 'password'] as const;

/** Checks the form, logs in with the API, then goes on as {@link finishLogin} says. */
export async function loginAction({
  request,
}: ActionFunctionArgs): Promise<FormFailure | Response> {
  const values = formValues(await request.formData(), FIELDS);
  const fieldErrors = validate(values, { email: checkEmail, password: required('Kata sandi') });
  if (Object.keys(fieldErrors).length > 0) return invalidForm(fieldErrors);

  let session;
  try {
    session = await quietMemberApi.loginMember({
      body: { email: values.email?.trim() ?? '', password: values.password ?? '' },
    });
  } catch (error) {
    return toFormFailure(error, FIELDS);
  }
  return finishLogin(session, request);
}
