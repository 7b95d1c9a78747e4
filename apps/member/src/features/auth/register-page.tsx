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

/** `/register`: a new member account; logged in at once, then back where the visitor came from. */
export function RegisterPage() {
  const failure = useActionData<FormFailure>();
  const isBusy = useNavigation().state !== 'idle';
  const [searchParams] = useSearchParams();
  const carry = returnSearch(searchParams.get('return'));
  const errors = failure?.fieldErrors ?? {};

  return (
    <AuthFrame
      title="Daftar"
      heading="Daftar Anggota SBC"
      intro="Buat akun untuk mendaftar event, menyimpan sertifikat, dan mengikuti kelas SBC."
    >
      {failure?.message ? <FormAlert tone="error">{failure.message}</FormAlert> : null}
      <Form method="post" noValidate className="mt-5 space-y-5" aria-busy={isBusy}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="first_name"
            label="Nama Depan"
            autoComplete="given-name"
            error={errors.first_name}
          />
          <TextField
            name="last_name"
            label="Nama Belakang"
            autoComplete="family-name"
            error={errors.last_name}
            hint="Boleh dikosongkan."
          />
        </div>
        <TextField
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="nama@contoh.com"
          error={errors.email}
        />
        <TextField
          name="mobilephone"
          label="Nomor Ponsel"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="081234567890"
          error={errors.mobilephone}
        />
        <PasswordField
          name="password"
          label="Kata Sandi"
          autoComplete="new-password"
          error={errors.password}
          hint="Minimal 8 karakter, berisi huruf dan angka."
        />
        <PasswordField
          name="password_confirmation"
          label="Ulangi Kata Sandi"
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        <SubmitButton isBusy={isBusy} busyLabel="Mendaftarkan…" isWide>
          Daftar
        </SubmitButton>
      </Form>
      <p className="border-line text-ink-muted mt-6 border-t pt-5 text-center text-sm">
        Sudah punya akun?{' '}
        <Link to={paths.login.href(carry)} className={linkClass}>
          Masuk
        </Link>
      </p>
    </AuthFrame>
  );
}
