import { Form, Link, useActionData, useNavigation, useSearchParams } from 'react-router';
import { AuthFrame } from '../../components/auth-frame';
import { linkClass } from '../../components/field-styles';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { type FormFailure } from '../../lib/form-failure';
import { returnSearch } from '../../lib/return-target';

/** `/login`: email and password; the API's message when it refuses (wrong password, locked). */
export function LoginPage() {
  const failure = useActionData<FormFailure>();
  const isBusy = useNavigation().state !== 'idle';
  const [searchParams] = useSearchParams();
  const carry = returnSearch(searchParams.get('return'));
  const errors = failure?.fieldErrors ?? {};

  return (
    <AuthFrame
      title="Masuk"
      heading="Masuk ke Area Anggota"
      intro="Masuk untuk mengelola profil, keanggotaan, event, dan sertifikat Anda."
    >
      {failure?.message ? <FormAlert tone="error">{failure.message}</FormAlert> : null}
      <Form method="post" noValidate className="mt-5 space-y-5" aria-busy={isBusy}>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@contoh.com"
          error={errors.email}
        />
        <PasswordField
          name="password"
          label="Kata Sandi"
          autoComplete="current-password"
          error={errors.password}
        />
        <div className="-mt-2 text-right text-sm">
          <Link to={paths.forgotPassword.href()} className={linkClass}>
            Lupa kata sandi?
          </Link>
        </div>
        <SubmitButton isBusy={isBusy} busyLabel="Memeriksa…" isWide>
          Masuk
        </SubmitButton>
      </Form>
      <p className="border-line text-ink-muted mt-6 border-t pt-5 text-center text-sm">
        Belum punya akun?{' '}
        <Link to={paths.register.href(carry)} className={linkClass}>
          Daftar sebagai anggota
        </Link>
      </p>
    </AuthFrame>
  );
}
