import { Form, Link, useActionData, useNavigation } from 'react-router';
import { AuthFrame } from '../../components/auth-frame';
import { linkClass } from '../../components/field-styles';
import { FormAlert } from '../../components/form-alert';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { paths } from '../../config/paths';
import { type FormResult } from '../../lib/form-failure';

/** `/forgot-password`: the member's email, to receive a reset link. */
export function ForgotPasswordPage() {
  const result = useActionData<FormResult>();
  const isBusy = useNavigation().state !== 'idle';

  return (
    <AuthFrame
      title="Lupa Kata Sandi"
      heading="Lupa kata sandi?"
      intro="Masukkan email akun Anda. Kami akan mengirim tautan untuk membuat kata sandi baru."
    >
      {result?.ok ? (
        <FormAlert tone="success" takesFocus>
          {result.message}
        </FormAlert>
      ) : (
        <>
          {result?.message ? <FormAlert tone="error">{result.message}</FormAlert> : null}
          <Form method="post" noValidate className="mt-5 space-y-5" aria-busy={isBusy}>
            <TextField
              name="email"
              label="Email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder="nama@contoh.com"
              error={result?.fieldErrors.email}
            />
            <SubmitButton isBusy={isBusy} busyLabel="Mengirim…" isWide>
              Kirim Tautan
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="border-line text-ink-muted mt-6 border-t pt-5 text-center text-sm">
        Sudah ingat?{' '}
        <Link to={paths.login.href()} className={linkClass}>
          Kembali ke halaman masuk
        </Link>
      </p>
    </AuthFrame>
  );
}
