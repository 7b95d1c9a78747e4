import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { AuthFrame } from '../../components/auth-frame';
import { linkClass, primaryButtonClass } from '../../components/field-styles';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { paths } from '../../config/paths';
import { type ResetLinkState, type ResetResult } from './reset-password-action';

/** `takesFocus` when the link was refused on sending the form, which this replaces. */
function InvalidLink({ message, takesFocus = false }: { message: string; takesFocus?: boolean }) {
  return (
    <>
      <FormAlert tone="error" takesFocus={takesFocus}>
        {message}
      </FormAlert>
      <Link to={paths.forgotPassword.href()} className={`${primaryButtonClass} mt-6 w-full py-3`}>
        Minta Tautan Baru
      </Link>
    </>
  );
}

/** `/reset-password?token=`: a new password with the token of the emailed link. */
export function ResetPasswordPage() {
  const result = useActionData<ResetResult>();
  const isBusy = useNavigation().state !== 'idle';
  const link = useLoaderData<ResetLinkState>();
  const fieldErrors = result && 'fieldErrors' in result ? result.fieldErrors : {};

  // The submission's answer comes first: once the password is set the link is used, so the
  // loader's check of it (when it runs again) no longer tells what just happened.
  let body;
  if (result?.ok) {
    body = (
      <>
        <FormAlert tone="success" takesFocus>
          {result.message}
        </FormAlert>
        <Link to={paths.login.href()} className={`${primaryButtonClass} mt-6 w-full py-3`}>
          Masuk
        </Link>
      </>
    );
  } else if (result && 'isLinkInvalid' in result) {
    body = <InvalidLink message={result.message} takesFocus />;
  } else if (!link.isValid) {
    body = <InvalidLink message={link.message} />;
  } else {
    body = (
      <>
        {result?.message ? <FormAlert tone="error">{result.message}</FormAlert> : null}
        <Form method="post" noValidate className="mt-5 space-y-5" aria-busy={isBusy}>
          <PasswordField
            name="password"
            label="Kata Sandi Baru"
            autoComplete="new-password"
            error={fieldErrors.password}
            hint="Minimal 8 karakter, berisi huruf dan angka."
          />
          <PasswordField
            name="password_confirmation"
            label="Ulangi Kata Sandi Baru"
            autoComplete="new-password"
            error={fieldErrors.password_confirmation}
          />
          <SubmitButton isBusy={isBusy} busyLabel="Menyimpan…" isWide>
            Simpan Kata Sandi
          </SubmitButton>
        </Form>
      </>
    );
  }

  return (
    <AuthFrame
      title="Atur Ulang Kata Sandi"
      heading="Atur ulang kata sandi"
      intro="Buat kata sandi baru untuk akun anggota SBC Anda."
    >
      {body}
      <p className="border-line text-ink-muted mt-6 border-t pt-5 text-center text-sm">
        <Link to={paths.login.href()} className={linkClass}>
          Kembali ke halaman masuk
        </Link>
      </p>
    </AuthFrame>
  );
}
