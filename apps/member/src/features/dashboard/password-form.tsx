import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PasswordField } from '../../components/password-field';
import { SubmitButton } from '../../components/submit-button';
import { type FormResult } from '../../lib/form-failure';
import { Card } from './card';

/** Change the password with the current one; the fields empty themselves after a success. */
export function PasswordForm() {
  const fetcher = useFetcher<FormResult>({ key: 'password' });
  const formRef = useRef<HTMLFormElement>(null);
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  const isBusy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state === 'idle' && result?.ok) formRef.current?.reset();
  }, [fetcher.state, result]);

  return (
    <Card
      id="ubah-kata-sandi"
      title="Ubah Kata Sandi"
      description="Gunakan minimal 8 karakter dengan huruf dan angka."
    >
      <fetcher.Form ref={formRef} method="post" noValidate className="space-y-5" aria-busy={isBusy}>
        <input type="hidden" name="intent" value="password" />
        {result && !isBusy ? (
          <FormAlert tone={result.ok ? 'success' : 'error'}>{result.message}</FormAlert>
        ) : null}
        <PasswordField
          name="current_password"
          label="Kata Sandi Lama"
          autoComplete="current-password"
          error={errors.current_password}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <PasswordField
            name="new_password"
            label="Kata Sandi Baru"
            autoComplete="new-password"
            error={errors.new_password}
          />
          <PasswordField
            name="new_password_confirmation"
            label="Ulangi Kata Sandi Baru"
            autoComplete="new-password"
            error={errors.new_password_confirmation}
          />
        </div>
        <SubmitButton isBusy={isBusy} busyLabel="Menyimpan…">
          Ubah Kata Sandi
        </SubmitButton>
      </fetcher.Form>
    </Card>
  );
}
